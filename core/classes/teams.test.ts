import { describe, expect, it } from 'vitest';
import { dealOut } from './teams';

const sizesAfter = (teams: { id: string; members: number }[], placed: Map<string, string>) =>
  teams.map((t) => t.members + [...placed.values()].filter((id) => id === t.id).length);

describe('dealOut', () => {
  it('deals students round the teams, the older team first on a tie', () => {
    const teams = [
      { id: 'a', members: 0 },
      { id: 'b', members: 0 },
      { id: 'c', members: 0 },
    ];
    const placed = dealOut(teams, ['s1', 's2', 's3', 's4']);
    expect([...placed.entries()]).toEqual([
      ['s1', 'a'],
      ['s2', 'b'],
      ['s3', 'c'],
      ['s4', 'a'],
    ]);
    expect(teams.map((t) => t.members)).toEqual([0, 0, 0]);
  });

  it('fills the smaller teams first, so sizes end up even', () => {
    const teams = [
      { id: 'a', members: 4 },
      { id: 'b', members: 1 },
      { id: 'c', members: 2 },
    ];
    const placed = dealOut(
      teams,
      Array.from({ length: 5 }, (_, i) => `s${i}`),
    );
    expect(placed.size).toBe(5);
    expect(sizesAfter(teams, placed)).toEqual([4, 4, 4]);
  });

  it('places no one when there are no teams', () => {
    expect(dealOut([], ['s1']).size).toBe(0);
  });
});

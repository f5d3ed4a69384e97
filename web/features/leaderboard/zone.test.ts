import { describe, expect, it } from 'vitest';
import type { League } from '#core/schemas/leaderboard';
import { zoneOf } from './zone';

const gold: League = { tier: 'gold', groupNo: 3, size: 28, promote: 5, demote: 5 };

describe('zoneOf', () => {
  it('puts the top 5 of 28 up, places 6 to 23 in the middle and 24 to 28 down', () => {
    const zones = Array.from({ length: 28 }, (_, i) => zoneOf(gold, { rank: i + 1, score: 1 }));
    expect(zones.filter((z) => z === 'up')).toHaveLength(5);
    expect(zones.slice(5, 23).every((z) => z === 'stay')).toBe(true);
    expect(zones.slice(23)).toEqual(['down', 'down', 'down', 'down', 'down']);
  });

  it('keeps a player who never traded out of the promotion zone', () => {
    expect(zoneOf(gold, { rank: 1, score: null })).toBe('stay');
  });

  it('has no way up in the highest tier and no way down in the lowest', () => {
    expect(zoneOf({ ...gold, tier: 'diamond', promote: 0 }, { rank: 1, score: 3 })).toBe('stay');
    expect(zoneOf({ ...gold, tier: 'bronze', demote: 0 }, { rank: 28, score: -3 })).toBe('stay');
  });
});

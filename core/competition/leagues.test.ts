import { describe, expect, it } from 'vitest';
import { groupCount, HIGHEST_TIER, LOWEST_TIER, movers, nextTier, tierName, zoneOf } from './leagues';

describe('leagues', () => {
  it('moves one in six of a group, at least one of two or more, none of one', () => {
    expect([1, 2, 6, 12, 30, 33].map(movers)).toEqual([0, 1, 1, 2, 5, 6]);
  });

  it('forms as few groups of at most 30 as fit', () => {
    expect([1, 30, 31, 60, 61].map(groupCount)).toEqual([1, 1, 2, 2, 3]);
  });

  it('promotes the top 5 of 30 who traded, demotes the bottom 5, keeps the middle', () => {
    const next = (place: number, scored = true) => nextTier({ tier: 2, place, groupSize: 30, scored });
    expect([1, 5, 6, 25, 26, 30].map((p) => next(p))).toEqual([3, 3, 2, 2, 1, 1]);
    // A player with no score does not go up, even at the top of a group where few traded.
    expect(next(1, false)).toBe(2);
  });

  it('has no way up from Diamond and no way down from Bronze', () => {
    expect(nextTier({ tier: HIGHEST_TIER, place: 1, groupSize: 30, scored: true })).toBe(HIGHEST_TIER);
    expect(nextTier({ tier: LOWEST_TIER, place: 30, groupSize: 30, scored: true })).toBe(LOWEST_TIER);
    expect(tierName(LOWEST_TIER)).toBe('bronze');
    expect(tierName(HIGHEST_TIER)).toBe('diamond');
  });

  it('colours places by the zone they are in', () => {
    expect([1, 15, 30].map((place) => zoneOf({ tier: 1, place, groupSize: 30 }))).toEqual(['up', 'stay', 'down']);
  });
});

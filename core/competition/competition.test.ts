import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, newlyUnlocked, type AchievementStats } from './achievements';
import { levelOf, xpForLevel } from './levels';
import { previousWeekStart, weekEnd, weekId, weekStart } from './week';

describe('the competition week', () => {
  it('starts on Sunday 00:00 UTC', () => {
    // 2026-11-22 is a Sunday.
    expect(weekStart(new Date('2026-11-22T00:00:00Z')).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-21T23:59:59Z')).toISOString()).toBe('2026-11-15T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-25T13:00:00Z')).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(weekEnd(new Date('2026-11-25T13:00:00Z')).toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(weekId(new Date('2026-11-28T23:59:59Z'))).toBe('2026-11-22');
    expect(previousWeekStart(new Date('2026-11-22T08:00:00Z')).toISOString()).toBe('2026-11-15T00:00:00.000Z');
  });
});

describe('levels', () => {
  it('asks 100 XP more for each level than the one before', () => {
    expect([1, 2, 3, 4, 8, 9].map(xpForLevel)).toEqual([0, 100, 300, 600, 2_800, 3_600]);
  });

  it('finds the level and the progress to the next for any XP', () => {
    expect(levelOf(0)).toMatchObject({ level: 1, levelStartXp: 0, nextLevelXp: 100, progress: 0 });
    expect(levelOf(99).level).toBe(1);
    expect(levelOf(100).level).toBe(2);
    expect(levelOf(3_000)).toMatchObject({ level: 8, levelStartXp: 2_800, nextLevelXp: 3_600, progress: 0.25 });
    for (let xp = 0; xp < 60_000; xp += 37) {
      const { level, levelStartXp, nextLevelXp } = levelOf(xp);
      expect(xp).toBeGreaterThanOrEqual(levelStartXp);
      expect(xp).toBeLessThan(nextLevelXp);
      expect(xpForLevel(level)).toBe(levelStartXp);
    }
    expect(levelOf(10_000_000)).toMatchObject({ level: 100, progress: 1 });
  });
});

describe('achievements', () => {
  const none: AchievementStats = {
    trades: 0,
    profitableSells: 0,
    companiesHeld: 0,
    categoriesTraded: 0,
    limitFills: 0,
    bestWeeklyGainBp: 0,
    bestWeeklyRank: null,
    referrals: 0,
    friends: 0,
  };

  it('has at least ten, each with a unique id, none unlocked by doing nothing', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
    expect(newlyUnlocked(none, new Set())).toEqual([]);
  });

  it.each<[Partial<AchievementStats>, string]>([
    [{ trades: 1 }, 'first_trade'],
    [{ profitableSells: 1 }, 'first_profit'],
    [{ companiesHeld: 5 }, 'diversified'],
    [{ categoriesTraded: 6 }, 'all_sectors'],
    [{ trades: 10 }, 'trades_10'],
    [{ trades: 100 }, 'trades_100'],
    [{ limitFills: 1 }, 'limit_master'],
    [{ bestWeeklyGainBp: 1_000 }, 'weekly_gain_10'],
    [{ bestWeeklyRank: 10 }, 'weekly_top_10'],
    [{ bestWeeklyRank: 1 }, 'weekly_champion'],
    [{ referrals: 1 }, 'first_referral'],
    [{ friends: 3 }, 'social_butterfly'],
  ])('%o unlocks %s', (stats, id) => {
    expect(newlyUnlocked({ ...none, ...stats }, new Set())).toContain(id);
  });

  it('stops just below each threshold and never unlocks one twice', () => {
    const near = {
      ...none,
      trades: 9,
      companiesHeld: 4,
      categoriesTraded: 5,
      bestWeeklyGainBp: 999,
      bestWeeklyRank: 11,
      friends: 2,
    };
    expect(newlyUnlocked(near, new Set())).toEqual(['first_trade']);
    expect(newlyUnlocked(near, new Set(['first_trade']))).toEqual([]);
  });
});

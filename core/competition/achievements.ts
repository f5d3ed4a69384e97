// Achievements: clear rules over a player's activity, each unlocked once. Pure: the
// server gathers the stats and records newly unlocked ids (unique per player and id).
import { DIVERSIFIED_COMPANIES } from './xp';

/** What the rules look at. Counts are all-time unless named weekly. */
export interface AchievementStats {
  trades: number;
  /** Sells above average cost. */
  profitableSells: number;
  /** Different companies held right now. */
  companiesHeld: number;
  /** Different categories ever traded. */
  categoriesTraded: number;
  /** Limit orders that filled. */
  /** Limit orders that rested in the book before they filled (not those that filled at once). */
  limitFills: number;
  /** Best finished week's gain, in basis points of its starting value (1000 = 10%). */
  bestWeeklyGainBp: number;
  /** Best finished week's rank (1 = champion); null before any finished week. */
  bestWeeklyRank: number | null;
  referrals: number;
  friends: number;
}

export const CATEGORY_COUNT = 6;

export const ACHIEVEMENTS = [
  { id: 'first_trade', icon: '🚀', unlocked: (s: AchievementStats) => s.trades >= 1 },
  { id: 'first_profit', icon: '💰', unlocked: (s: AchievementStats) => s.profitableSells >= 1 },
  { id: 'diversified', icon: '🧺', unlocked: (s: AchievementStats) => s.companiesHeld >= DIVERSIFIED_COMPANIES },
  { id: 'all_sectors', icon: '🧭', unlocked: (s: AchievementStats) => s.categoriesTraded >= CATEGORY_COUNT },
  { id: 'trades_10', icon: '🔟', unlocked: (s: AchievementStats) => s.trades >= 10 },
  { id: 'trades_100', icon: '💯', unlocked: (s: AchievementStats) => s.trades >= 100 },
  { id: 'limit_master', icon: '🎯', unlocked: (s: AchievementStats) => s.limitFills >= 1 },
  { id: 'weekly_gain_10', icon: '📈', unlocked: (s: AchievementStats) => s.bestWeeklyGainBp >= 1_000 },
  {
    id: 'weekly_top_10',
    icon: '🏅',
    unlocked: (s: AchievementStats) => s.bestWeeklyRank !== null && s.bestWeeklyRank <= 10,
  },
  { id: 'weekly_champion', icon: '🏆', unlocked: (s: AchievementStats) => s.bestWeeklyRank === 1 },
  { id: 'first_referral', icon: '🤝', unlocked: (s: AchievementStats) => s.referrals >= 1 },
  { id: 'social_butterfly', icon: '🦋', unlocked: (s: AchievementStats) => s.friends >= 3 },
] as const;
export type AchievementId = (typeof ACHIEVEMENTS)[number]['id'];
export const ACHIEVEMENT_IDS = ACHIEVEMENTS.map((a) => a.id) as AchievementId[];

/** The achievements these stats earn that are not in `already`. */
export function newlyUnlocked(stats: AchievementStats, already: ReadonlySet<string>): AchievementId[] {
  return ACHIEVEMENTS.filter((a) => !already.has(a.id) && a.unlocked(stats)).map((a) => a.id);
}

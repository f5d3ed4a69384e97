// Where XP comes from: real activity only, each source with its amount and, where a
// player could farm it, a cap. The server records one row per award with a unique key, so an award
// is given once however often the event is replayed. Pure data and rules.
export const XP = {
  /** Finishing onboarding, once. */
  onboarding: 100,
  /** Each trade (a fill), up to TRADE_XP_DAILY_CAP trades a day. */
  trade: 10,
  /** The first trade in each category (technology, healthcare, ...). */
  firstTradeInCategory: 50,
  /** Holding shares of DIVERSIFIED_COMPANIES different companies at once, once. */
  diversified: 150,
  /** A sell for more than its average cost (once a day). */
  profitableSell: 20,
  /** Each friend who joins through your referral link. */
  referral: 200,
  /** Finishing a week in the top 10 / winning it. */
  weeklyTop10: 250,
  weeklyWinner: 1_000,
  /** Finishing a lesson (its quiz answered), once per lesson. */
  lesson: 20,
  /** Each daily quest done (three a day, never for trading; docs/rules.md#habits). */
  quest: 10,
} as const;
export type XpSource = keyof typeof XP;

/** Trades beyond this many in a UTC day earn no XP (no farming with 1-share trades). */
export const TRADE_XP_DAILY_CAP = 20;
export const DIVERSIFIED_COMPANIES = 5;

/**
 * The unique key of an award: the same key is never paid twice. `scope` says what makes it
 * unique (a day, a category, a week, a referred user...).
 */
export function xpAwardKey(source: XpSource, scope = 'once'): string {
  return `${source}:${scope}`;
}

// The Bolts Score (docs/rules.md#competition): a week's return above the Bolts Index over the same
// period, divided by how much the portfolio's value swung on the way. A lucky all-in that gains
// 10% while swinging 20% scores below a spread portfolio that gains 4% while swinging 2%. Pure:
// the standings job keeps each portfolio's running sums, one snapshot at a time.

/**
 * The least swing a score divides by (0.5% over a week): a portfolio held almost all in cash barely
 * moves, and dividing by almost nothing would rank it on noise.
 */
export const MIN_WEEK_VOLATILITY = 0.005;

/** Running sums of a portfolio's snapshot-to-snapshot log returns within one week. */
export interface SwingSums {
  /** Snapshots after the first. */
  steps: number;
  /** Sum of the squared log returns: the week's realised variance. */
  sumSquares: number;
}

export const NO_SWING: SwingSums = { steps: 0, sumSquares: 0 };

/**
 * Adds one snapshot: the portfolio was worth `previousMinor` at the last one and `valueMinor` now,
 * `inflowMinor` of which came from outside trading in between (a bonus is not a move of the
 * market). A snapshot with no value before it (an empty portfolio) adds nothing.
 */
export function addSnapshot(sums: SwingSums, previousMinor: number, valueMinor: number, inflowMinor = 0): SwingSums {
  const traded = valueMinor - inflowMinor;
  if (previousMinor <= 0 || traded <= 0) return sums;
  const r = Math.log(traded / previousMinor);
  return { steps: sums.steps + 1, sumSquares: sums.sumSquares + r * r };
}

/** The week's realised volatility: the square root of the summed squared log returns. */
export function weekVolatility(sums: SwingSums): number {
  return Math.sqrt(sums.sumSquares);
}

/**
 * The score: (portfolio return - index return) / max(volatility, MIN_WEEK_VOLATILITY), both
 * returns as fractions over the same period (0.02 for 2%). Null for a portfolio that has never
 * traded: holding the starting cash is not a strategy to rank.
 */
export function boltsScore(input: {
  portfolioReturn: number;
  indexReturn: number;
  sums: SwingSums;
  hasTraded: boolean;
}): number | null {
  if (!input.hasTraded) return null;
  return (input.portfolioReturn - input.indexReturn) / Math.max(weekVolatility(input.sums), MIN_WEEK_VOLATILITY);
}

// A portfolio's value over time, worked out on read (docs/rules.md#your-progress): no snapshots are
// stored, so each point is replayed from the opening position, the cash and share moves since, and
// the closing prices of the companies' candles. The Bolts Index line is rescaled to start at the
// portfolio's first value, so the two lines compare at a glance.
import { bucketStart, DAY_MS, HOUR_MS, MINUTE_MS } from '../market/candles';

export const HISTORY_RANGES = ['1D', '1W', '1M', 'ALL'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

/** How far back each range reaches (null: since the portfolio opened) and the step between points. */
export const HISTORY_STEPS: Record<HistoryRange, { spanMs: number | null; stepMs: number }> = {
  '1D': { spanMs: DAY_MS, stepMs: 5 * MINUTE_MS },
  '1W': { spanMs: 7 * DAY_MS, stepMs: HOUR_MS },
  '1M': { spanMs: 30 * DAY_MS, stepMs: 4 * HOUR_MS },
  ALL: { spanMs: null, stepMs: DAY_MS },
};

/**
 * The step for a span of history: the range's own, but finer for a young portfolio so its line has
 * points from its first minutes (5 minutes up to two days, the finest candles kept that long, then
 * hourly up to a week).
 */
export function historyStepMs(range: HistoryRange, spanMs: number): number {
  const fitting = spanMs <= 2 * DAY_MS ? 5 * MINUTE_MS : spanMs <= 7 * DAY_MS ? HOUR_MS : DAY_MS;
  return Math.min(HISTORY_STEPS[range].stepMs, fitting);
}

/**
 * The starts of the range's steps, oldest first, the last one holding `now`, and the step. A
 * portfolio younger than the range starts at its opening, so the line never shows the days before
 * it existed.
 */
export function historyBuckets(
  range: HistoryRange,
  now: number,
  openedAt: number,
): { buckets: number[]; stepMs: number } {
  const { spanMs } = HISTORY_STEPS[range];
  const start = Math.max(spanMs === null ? openedAt : now - spanMs, openedAt);
  const stepMs = historyStepMs(range, now - start);
  const from = bucketStart(start, stepMs);
  const last = bucketStart(now, stepMs);
  const buckets: number[] = [];
  for (let t = Math.min(from, last); t <= last; t += stepMs) buckets.push(t);
  return { buckets, stepMs };
}

/** A closing price (or index level) and the start of the candle it closed. */
export interface Close {
  start: number;
  close: number;
}

/**
 * The last close of a candle that started before `end` (the candles are sorted, finer than a step,
 * so that candle closed by `end`); before the first candle, the first close stands in.
 */
export function closeBefore(closes: readonly Close[], end: number): number | null {
  if (closes.length === 0) return null;
  let lo = 0;
  let hi = closes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (closes[mid]!.start < end) lo = mid + 1;
    else hi = mid;
  }
  return closes[lo === 0 ? 0 : lo - 1]!.close;
}

export interface HistoryInput {
  /** Step starts (historyBuckets) and the step's length. */
  buckets: readonly number[];
  stepMs: number;
  /** Cash and shares held before the first bucket. */
  opening: { cashMinor: number; shares: ReadonlyMap<string, number> };
  /** Every credit and debit of cash since (signed), sorted by time. */
  cashMoves: readonly { at: number; amountMinor: number }[];
  /** Every trade since, shares signed (+ bought, - sold), sorted by time. */
  shareMoves: readonly { at: number; companyId: string; quantity: number }[];
  /** Each company's closes, sorted, reaching back before the first bucket where history allows. */
  prices: ReadonlyMap<string, readonly Close[]>;
}

/** The portfolio's value at the end of each step: cash + Σ shares × that step's closing price. */
export function valueSeries(input: HistoryInput): { time: number; valueMinor: number }[] {
  let cash = input.opening.cashMinor;
  const shares = new Map(input.opening.shares);
  let ci = 0;
  let si = 0;
  return input.buckets.map((start) => {
    const end = start + input.stepMs;
    for (; ci < input.cashMoves.length && input.cashMoves[ci]!.at < end; ci++) cash += input.cashMoves[ci]!.amountMinor;
    for (; si < input.shareMoves.length && input.shareMoves[si]!.at < end; si++) {
      const move = input.shareMoves[si]!;
      shares.set(move.companyId, (shares.get(move.companyId) ?? 0) + move.quantity);
    }
    let value = cash;
    for (const [companyId, quantity] of shares) {
      if (quantity === 0) continue;
      value += quantity * (closeBefore(input.prices.get(companyId) ?? [], end) ?? 0);
    }
    return { time: start, valueMinor: value };
  });
}

/**
 * The index over the same steps, rescaled to start at `baseMinor` (the portfolio's first value):
 * what the portfolio would be worth had it tracked the index. Null without index history.
 */
export function rescaledIndex(
  closes: readonly Close[],
  buckets: readonly number[],
  stepMs: number,
  baseMinor: number,
): (number | null)[] {
  const first = buckets.length > 0 ? closeBefore(closes, buckets[0]! + stepMs) : null;
  return buckets.map((start) => {
    const level = closeBefore(closes, start + stepMs);
    return first && level !== null ? Math.round((baseMinor * level) / first) : null;
  });
}

/** A change in basis points (hundredths of a percent); null from nothing. */
export function changeBp(from: number, to: number): number | null {
  return from > 0 ? Math.round(((to - from) * 10_000) / from) : null;
}

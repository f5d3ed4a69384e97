// Pure figures of a chart range, for the visible summary and the screen-reader description.
import { changeBasisPoints } from '#core/market/price-step';
import type { Candle } from '../api/get-candles';

export interface ChartSummary {
  firstMinor: number;
  lastMinor: number;
  highMinor: number;
  lowMinor: number;
  /** Change from the first open to the last close, in basis points (0 when the first price is 0). */
  changeBp: number;
}

/** Null without candles. */
export function summarizeCandles(candles: readonly Candle[]): ChartSummary | null {
  const first = candles[0];
  const last = candles.at(-1);
  if (!first || !last) return null;
  let highMinor = first.highMinor;
  let lowMinor = first.lowMinor;
  for (const c of candles) {
    if (c.highMinor > highMinor) highMinor = c.highMinor;
    if (c.lowMinor < lowMinor) lowMinor = c.lowMinor;
  }
  const firstMinor = first.openMinor;
  const lastMinor = last.closeMinor;
  // The header's change is the same sum over the day's open: for 1D the two agree.
  return { firstMinor, lastMinor, highMinor, lowMinor, changeBp: changeBasisPoints(lastMinor, firstMinor) };
}

/**
 * Candle times as the chart library wants them: whole UTC seconds. The API sends epoch
 * milliseconds today; a value too small to be milliseconds (before 1973) is taken as seconds
 * already, so either unit draws correctly.
 */
export function toUnixSeconds(time: number): number {
  return time > 100_000_000_000 ? Math.floor(time / 1000) : time;
}

/** Fewer candles than this read better as a line than as a few lonely bars. */
export const MIN_CANDLES_FOR_BARS = 12;

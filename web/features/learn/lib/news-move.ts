// The news-impact figure's numbers: which chart range still holds a headline's moment (the finest
// that does, so the jump shows), where on it the headline falls, and the price move since
// (docs/rules.md#news-and-prices: the jump happens the instant the item is published).
import { changeBasisPoints } from '#core/market/price-step';
import type { FeedItem } from '#core/schemas/feed';
import type { CANDLE_RANGES, ChartCandle } from '#core/schemas/trading';

type CandleRange = (typeof CANDLE_RANGES)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A day chart younger than this is too short to show anything around the headline. */
const MIN_DAY_CHART_MS = 2 * HOUR_MS;

/** The newest headline with a sentiment (the ones that move a price most), else the newest of all. */
export function pickHeadline(items: readonly FeedItem[]): FeedItem | null {
  return items.find((item) => item.sentiment !== 'neutral') ?? items[0] ?? null;
}

/**
 * 1D holds today since 00:00 UTC, 1W the last 7 days, 1M the last 30, ALL everything; each is
 * chosen with a margin, so the headline is never at the very edge where the range begins.
 */
export function rangeFor(publishedAt: string, now: Date): CandleRange {
  const published = Date.parse(publishedAt);
  const midnight = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const age = now.getTime() - published;
  if (published >= midnight + 5 * 60_000 && now.getTime() - midnight >= MIN_DAY_CHART_MS) return '1D';
  if (age < 6 * DAY_MS) return '1W';
  if (age < 29 * DAY_MS) return '1M';
  return 'ALL';
}

export interface NewsMove {
  /** The candle the headline came out in: its open is the price just before. */
  index: number;
  beforeMinor: number;
  /** The last candle's close, which is the current price (docs/rules.md#today). */
  nowMinor: number;
  changeBp: number;
}

/** Null when the chart starts after the headline or has no candles. Candle times are epoch ms. */
export function newsMove(candles: readonly ChartCandle[], publishedAt: string): NewsMove | null {
  const published = Date.parse(publishedAt);
  let index = -1;
  for (let i = 0; i < candles.length && candles[i]!.time <= published; i++) index = i;
  const last = candles.at(-1);
  if (index < 0 || !last) return null;
  const beforeMinor = candles[index]!.openMinor;
  return { index, beforeMinor, nowMinor: last.closeMinor, changeBp: changeBasisPoints(last.closeMinor, beforeMinor) };
}

/**
 * Where the drawn part of the chart starts: about three times as much before the headline as after
 * it (at least 24 candles), so the headline sits three quarters of the way across, not squeezed
 * against an edge of a long history.
 */
export function windowStart(index: number, length: number): number {
  const after = Math.max(length - 1 - index, 0);
  return Math.max(0, index - Math.max(24, 3 * after));
}

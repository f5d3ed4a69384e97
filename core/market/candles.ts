// Candles for charts: 5-minute buckets from ticks (server/market/live-candle), rolled up into longer ones.

/** A chart's ranges (core/schemas/trading checks a request's against them). */
export const CANDLE_RANGES = ['1D', '1W', '1M', 'ALL'] as const;
/**
 * The 1D chart is today since 00:00 UTC (the day a change counts from) in candles of this
 * size; the server rolls them up and the page extends the last one with the live price.
 */
export const DAY_CANDLE_MS = 5 * 60_000;

export interface Candle {
  /** Bucket start, epoch milliseconds. */
  start: number;
  openMinor: number;
  highMinor: number;
  lowMinor: number;
  closeMinor: number;
  volume: number;
}

export const MINUTE_MS = 60_000;

export function bucketStart(at: number, sizeMs: number): number {
  return Math.floor(at / sizeMs) * sizeMs;
}

/** Rolls candles (sorted by start) up into buckets of `sizeMs`, e.g. minutes into hours. */
export function rollUp(candles: readonly Candle[], sizeMs: number): Candle[] {
  const out: Candle[] = [];
  for (const c of candles) {
    const start = bucketStart(c.start, sizeMs);
    const last = out.at(-1);
    if (!last || last.start !== start) out.push({ ...c, start });
    else {
      last.highMinor = Math.max(last.highMinor, c.highMinor);
      last.lowMinor = Math.min(last.lowMinor, c.lowMinor);
      last.closeMinor = c.closeMinor;
      last.volume += c.volume;
    }
  }
  return out;
}

export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Retention: 5-minute candles (and the 1-minute ones of older installs) are kept for 2 days (the
 * 1D chart needs a day), then folded into hourly ones, kept for 90 days (1W and 1M charts), then
 * folded into daily ones, kept for ever (All). Storage per company stays bounded: ~580 five-minute
 * candles + ~2,200 hours + one row a day, instead of 288 new rows a day for ever.
 */
export const CANDLE_RETENTION = [
  { unit: 'hour', sizeMs: HOUR_MS, keepFinerMs: 2 * DAY_MS, windowMs: DAY_MS },
  { unit: 'day', sizeMs: DAY_MS, keepFinerMs: 90 * DAY_MS, windowMs: 7 * DAY_MS },
] as const;

export interface CompactionWindow {
  unit: 'hour' | 'day';
  /** Fold every finer candle in [from, to) into one candle per unit; both are unit boundaries. */
  from: Date;
  to: Date;
}

/**
 * The windows to compact now. Each ends on a unit boundary before the retention cut-off and
 * reaches back a little further than the interval between runs, so a missed run is caught up
 * without rescanning all history.
 */
export function compactionWindows(now: number): CompactionWindow[] {
  return CANDLE_RETENTION.map(({ unit, sizeMs, keepFinerMs, windowMs }) => {
    const to = bucketStart(now - keepFinerMs, sizeMs);
    return { unit, from: new Date(to - windowMs), to: new Date(to) };
  });
}

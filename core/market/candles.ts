// Candles for charts: one-minute buckets from ticks, rolled up into longer ones.

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

/** Folds one price (and the shares traded since the last) into the candle of its bucket. */
export function addTick(
  candle: Candle | null,
  at: number,
  priceMinor: number,
  volume: number,
  sizeMs = MINUTE_MS,
): Candle {
  const start = bucketStart(at, sizeMs);
  if (!candle || candle.start !== start) {
    return {
      start,
      openMinor: priceMinor,
      highMinor: priceMinor,
      lowMinor: priceMinor,
      closeMinor: priceMinor,
      volume,
    };
  }
  return {
    start,
    openMinor: candle.openMinor,
    highMinor: Math.max(candle.highMinor, priceMinor),
    lowMinor: Math.min(candle.lowMinor, priceMinor),
    closeMinor: priceMinor,
    volume: candle.volume + volume,
  };
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

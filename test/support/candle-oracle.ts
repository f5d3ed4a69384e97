// The candle rule written out plainly: the expectation the market-engine test holds
// the database to. Production folds ticks into candles in SQL (server/market/live-candle.ts);
// this copy runs only in tests.
import { bucketStart, MINUTE_MS, type Candle } from '#core/market/candles';

/**
 * Folds one tick (the price before it, the price after it and the shares traded since the last)
 * into the candle of its bucket. A new bucket opens at the price before the tick, so candles join.
 */
export function addTick(
  candle: Candle | null,
  at: number,
  previousMinor: number,
  priceMinor: number,
  volume: number,
  sizeMs = MINUTE_MS,
): Candle {
  const start = bucketStart(at, sizeMs);
  if (!candle || candle.start !== start) {
    return {
      start,
      openMinor: previousMinor,
      highMinor: Math.max(previousMinor, priceMinor),
      lowMinor: Math.min(previousMinor, priceMinor),
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

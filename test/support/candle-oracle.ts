// The one-minute candle rule written out plainly: the expectation the market-engine test holds
// the database to. Production folds ticks into candles in SQL (writeTick in
// server/market/market.repo.ts); this copy runs only in tests.
import { bucketStart, MINUTE_MS, type Candle } from '#core/market/candles';

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

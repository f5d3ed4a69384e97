// The 1D chart between reloads: the live price (pushed over the socket into the company's header)
// is folded into today's candles, so the header's price and change and the chart's last close,
// high, low and change are always one set of numbers.
import { bucketStart, DAY_CANDLE_MS, DAY_MS } from '#core/market/candles';
import type { Candle } from '../api/get-candles';

/**
 * Today's candles with `priceMinor` as the price at `now`. A later bucket than the last candle's
 * opens at its close (candles are continuous); high and low always take the price in. Candles of
 * an earlier UTC day are dropped (the page stayed open past midnight). Without a candle today
 * nothing is made up: the day's first candle, which opens at the day's open, comes from the server.
 */
export function followLivePrice(candles: readonly Candle[], priceMinor: number, now: number): Candle[] {
  const dayStart = bucketStart(now, DAY_MS);
  const today = candles.filter((c) => c.time >= dayStart);
  const last = today.at(-1);
  if (!last) return today;
  const bucket = bucketStart(now, DAY_CANDLE_MS);
  if (bucket > last.time) {
    today.push({
      time: bucket,
      openMinor: last.closeMinor,
      highMinor: Math.max(last.closeMinor, priceMinor),
      lowMinor: Math.min(last.closeMinor, priceMinor),
      closeMinor: priceMinor,
      volume: 0,
    });
  } else if (priceMinor !== last.closeMinor) {
    // The price's bucket, or a later one when the server's clock runs ahead of this one.
    today[today.length - 1] = {
      ...last,
      highMinor: Math.max(last.highMinor, priceMinor),
      lowMinor: Math.min(last.lowMinor, priceMinor),
      closeMinor: priceMinor,
    };
  }
  return today;
}

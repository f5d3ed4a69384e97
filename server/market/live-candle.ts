// The live candle: the candle a company's price is in now, kept on its companies row (which every
// price change rewrites anyway) and written to price_candles once its bucket has ended. Every
// price change goes through these two steps, in this order, under the row's lock:
// flush (the finished candle into price_candles), then advance (the row's candle to the new price).
// Charts read price_candles plus the live candle (market-data.repo candles).
import { sql, type SQL } from 'drizzle-orm';
import { DAY_CANDLE_MS } from '#core/schemas/trading';
import { bucketStart } from '#core/market/candles';

/** The engine's candle size: the 1D chart's, the finest any chart draws. */
export const LIVE_CANDLE_MS = DAY_CANDLE_MS;

export function liveBucket(at: Date | number): Date {
  return new Date(bucketStart(typeof at === 'number' ? at : at.getTime(), LIVE_CANDLE_MS));
}

/**
 * Writes the finished live candles (bucket before `bucket`) of the company rows `rows` selects
 * from `companies c` into price_candles; its close is the row's price. A candle already there
 * wins: a concurrent writer of the same row flushed it first, from the same values.
 */
export function flushLiveCandles(bucket: Date, rows: SQL): SQL {
  return sql`
    insert into price_candles (company_id, bucket_start, open_minor, high_minor, low_minor, close_minor, volume)
    select c.id, c.candle_start, c.candle_open_minor, greatest(c.candle_high_minor, c.current_price_minor),
           least(c.candle_low_minor, c.current_price_minor), c.current_price_minor, c.candle_volume
    ${rows} and c.candle_start < ${bucket.toISOString()}::timestamptz
    on conflict (company_id, bucket_start) do nothing`;
}

/**
 * SET clauses of an `update companies` that moves the price to `price` with `traded` shares
 * traded, in `bucket`: a new bucket's candle opens at the price before. Column names refer to the
 * row before the update.
 */
export function advanceLiveCandle(bucket: Date, price: SQL, traded: SQL = sql`0`): SQL {
  const same = sql`candle_start = ${bucket.toISOString()}::timestamptz`;
  return sql`
    candle_start = ${bucket.toISOString()}::timestamptz,
    candle_open_minor = case when ${same} then candle_open_minor else current_price_minor end,
    candle_high_minor = greatest(case when ${same} then candle_high_minor else current_price_minor end, ${price}),
    candle_low_minor = least(case when ${same} then candle_low_minor else current_price_minor end, ${price}),
    candle_volume = case when ${same} then candle_volume else 0 end + ${traded}`;
}

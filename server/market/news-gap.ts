// News is priced in where it is published: in the same transaction as the item, the company's
// price and fair value gap together (core/market/price-step applyNewsGap), so no player can see
// an item before its price has moved (docs/rules.md#news-and-prices). The engine's next tick
// starts from the new price; its write skips a company whose price moved under it.
import { sql } from 'drizzle-orm';
import { applyNewsGap, changeBasisPoints } from '#core/market/price-step';
import { queryRows, type Db } from '../db/client';
import { advanceLiveCandle, flushLiveCandles, liveBucket } from './live-candle';

interface Row extends Record<string, unknown> {
  price: string | number;
  fair: number | null;
  day_open: string | number | null;
}

/** Moves the company's price by the item's impact; call inside the transaction that saves the item. */
export async function priceInNews(tx: Db, companyId: string, impactScore: number, at: Date): Promise<void> {
  if (impactScore === 0) return;
  const [row] = await queryRows<Row>(
    tx,
    sql`select current_price_minor as price, fair_value as fair, day_open_minor as day_open
        from companies where id = ${companyId} for update`,
  );
  if (!row) return;
  const before = Number(row.price);
  const next = applyNewsGap({ priceMinor: before, fairValue: row.fair ?? before }, impactScore);
  const dayOpen = row.day_open === null ? before : Number(row.day_open);
  const bucket = liveBucket(at);
  await tx.execute(flushLiveCandles(bucket, sql`from companies c where c.id = ${companyId}`));
  await tx.execute(sql`
    update companies set
      current_price_minor = ${next.priceMinor}, fair_value = ${next.fairValue},
      change_bp = ${changeBasisPoints(next.priceMinor, dayOpen)}, day_open_minor = ${dayOpen},
      market_cap_minor = round(market_cap_minor::numeric * ${next.priceMinor} / ${before})::bigint,
      ${advanceLiveCandle(bucket, sql`${next.priceMinor}::bigint`)}, updated_at = now()
    where id = ${companyId}`);
}

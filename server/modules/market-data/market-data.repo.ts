import { and, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import { ORDER_BOOK_LEVELS, RECENT_TRADES_COUNT } from '#core/realtime';
import type { Candle } from '#core/market/candles';
import type { RestingAggregate } from '#core/market/order-book';
import { SPREAD_MINOR } from '#core/trading';
import { queryRows, type Db } from '../../db/client';
import { companies, orders, transactions } from '../../db/schema';

interface CandleRow extends Record<string, unknown> {
  start: number | string;
  open_minor: number | string;
  high_minor: number | string;
  low_minor: number | string;
  close_minor: number | string;
  volume: number | string;
}

export function createMarketDataRepo(db: Db) {
  return {
    /**
     * A company's candles since `since`, oldest first: the finished ones, then the live one
     * (server/market/live-candle), which closes at the current price. After a restart the live
     * candle can share its bucket with a stored one; rollUp merges the two.
     */
    async candles(companyId: string, since: Date | null): Promise<Candle[]> {
      const from = since === null ? sql`` : sql`and bucket_start >= ${since.toISOString()}::timestamptz`;
      const rows = await queryRows<CandleRow>(
        db,
        sql`select * from (
              select (extract(epoch from bucket_start) * 1000)::float8 as start, open_minor, high_minor, low_minor,
                     close_minor, volume, 0 as live
              from price_candles where company_id = ${companyId} ${from}
              union all
              select (extract(epoch from candle_start) * 1000)::float8, candle_open_minor,
                     greatest(candle_high_minor, current_price_minor), least(candle_low_minor, current_price_minor),
                     current_price_minor, candle_volume, 1
              from companies where id = ${companyId} and candle_start is not null
                ${since === null ? sql`` : sql`and candle_start >= ${since.toISOString()}::timestamptz`}
            ) c
            order by start, live`,
      );
      return rows.map((r) => ({
        start: Number(r.start),
        openMinor: Number(r.open_minor),
        highMinor: Number(r.high_minor),
        lowMinor: Number(r.low_minor),
        closeMinor: Number(r.close_minor),
        volume: Number(r.volume),
      }));
    },

    async companyPrice(companyId: string): Promise<{ id: string; priceMinor: number } | null> {
      const [row] = await db
        .select({ id: companies.id, priceMinor: companies.currentPriceMinor })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Open limit orders that can show in a three-level book around `priceMinor`, summed by side and
     * limit (served by orders_open_company_idx). Anything further from the price cannot show; a
     * stop-limit shows only once triggered, and stops never (no limit price).
     */
    async restingNear(companyId: string, priceMinor: number): Promise<RestingAggregate[]> {
      const reach = ORDER_BOOK_LEVELS * SPREAD_MINOR;
      const rows = await db
        .select({
          side: orders.side,
          limitPriceMinor: orders.limitPriceMinor,
          quantity: sql<number>`sum(${orders.quantity})`.mapWith(Number),
        })
        .from(orders)
        .where(
          and(
            eq(orders.companyId, companyId),
            eq(orders.status, 'open'),
            sql`(${orders.type} = 'limit' or ${orders.triggeredAt} is not null)`,
            or(
              and(eq(orders.side, 'buy'), gte(orders.limitPriceMinor, priceMinor - reach)),
              and(eq(orders.side, 'sell'), lte(orders.limitPriceMinor, priceMinor + reach)),
            ),
          ),
        )
        .groupBy(orders.side, orders.limitPriceMinor);
      return rows.flatMap((r) => (r.limitPriceMinor === null ? [] : [{ ...r, limitPriceMinor: r.limitPriceMinor }]));
    },

    /** The company's latest real trades, newest first (transactions_company_idx). */
    async latestTrades(companyId: string) {
      const rows = await db
        .select({
          id: transactions.id,
          side: transactions.transactionType,
          priceMinor: transactions.pricePerShareMinor,
          quantity: transactions.quantity,
          createdAt: transactions.createdAt,
        })
        .from(transactions)
        .where(eq(transactions.companyId, companyId))
        .orderBy(desc(transactions.createdAt))
        .limit(RECENT_TRADES_COUNT);
      return rows.map(({ createdAt, ...r }) => ({ ...r, at: createdAt.toISOString() }));
    },
  };
}
export type MarketDataRepo = ReturnType<typeof createMarketDataRepo>;

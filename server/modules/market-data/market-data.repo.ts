import { and, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import { ORDER_BOOK_LEVELS, RECENT_TRADES_COUNT } from '#core/realtime';
import type { Candle } from '#core/market/candles';
import type { RestingAggregate } from '#core/market/order-book';
import { SPREAD_MINOR } from '#core/trading';
import type { Db } from '../../db/client';
import { companies, orders, priceCandles, transactions } from '../../db/schema';

export function createMarketDataRepo(db: Db) {
  return {
    /** Stored candles of a company since `since`, oldest first. */
    candles(companyId: string, since: Date | null): Promise<Candle[]> {
      return db
        .select({
          start: sql<number>`(extract(epoch from ${priceCandles.bucketStart}) * 1000)::float8`.mapWith(Number),
          openMinor: priceCandles.openMinor,
          highMinor: priceCandles.highMinor,
          lowMinor: priceCandles.lowMinor,
          closeMinor: priceCandles.closeMinor,
          volume: priceCandles.volume,
        })
        .from(priceCandles)
        .where(
          since
            ? and(eq(priceCandles.companyId, companyId), gte(priceCandles.bucketStart, since))
            : eq(priceCandles.companyId, companyId),
        )
        .orderBy(priceCandles.bucketStart);
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
     * limit (served by orders_open_company_idx). Anything further from the price cannot show.
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

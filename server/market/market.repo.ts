// The engine's queries: one read of every listed company, one read of trades since the last tick,
// one write of all new prices, one upsert of candles, and the resting orders the new prices cross.
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { SPREAD_MINOR } from '#core/trading';
import type { Db } from '../db/client';
import { companies, companyFinancials, orders, priceCandles, transactions } from '../db/schema';

export interface CompanyTickRow {
  id: string;
  category: string;
  priceMinor: number;
  dayOpenMinor: number | null;
  volume: number;
  marketCapMinor: number | null;
}

export interface PriceUpdate {
  id: string;
  priceMinor: number;
  dayOpenMinor: number;
  changeBp: number;
  volume: number;
  marketCapMinor: number | null;
}

export function createMarketRepo(db: Db) {
  return {
    listedCompanies(): Promise<CompanyTickRow[]> {
      return db
        .select({
          id: companies.id,
          category: companies.category,
          priceMinor: companies.currentPriceMinor,
          dayOpenMinor: companies.dayOpenMinor,
          volume: companies.volume,
          marketCapMinor: companies.marketCapMinor,
        })
        .from(companies)
        .where(eq(companies.isListed, true))
        .orderBy(asc(companies.id));
    },

    /** Latest quarterly earnings per share of each company. */
    async latestEps(): Promise<Map<string, number>> {
      const rows = await db
        .selectDistinctOn([companyFinancials.companyId], {
          companyId: companyFinancials.companyId,
          epsMinor: companyFinancials.earningsPerShareMinor,
        })
        .from(companyFinancials)
        .orderBy(companyFinancials.companyId, desc(companyFinancials.publishedAt));
      return new Map(rows.map((r) => [r.companyId, r.epsMinor]));
    },

    /** Players' net buying (buys minus sells) and shares traded per company since `since`. */
    async flowSince(since: Date): Promise<Map<string, { net: number; traded: number }>> {
      const rows = await db
        .select({
          companyId: transactions.companyId,
          net: sql<string>`sum(case when ${transactions.transactionType} = 'buy' then ${transactions.quantity} else -${transactions.quantity} end)::text`,
          traded: sql<string>`sum(${transactions.quantity})::text`,
        })
        .from(transactions)
        .where(gt(transactions.createdAt, since))
        .groupBy(transactions.companyId);
      return new Map(rows.map((r) => [r.companyId, { net: Number(r.net), traded: Number(r.traded) }]));
    },

    /** All new prices in one statement. */
    async writePrices(updates: PriceUpdate[]): Promise<void> {
      if (updates.length === 0) return;
      const values = sql.join(
        updates.map(
          (u) =>
            sql`(${u.id}::uuid, ${u.priceMinor}::bigint, ${u.dayOpenMinor}::bigint, ${u.changeBp}::int, ${u.volume}::bigint, ${u.marketCapMinor}::bigint)`,
        ),
        sql`, `,
      );
      await db.execute(sql`
        update companies set
          current_price_minor = v.price, day_open_minor = v.day_open, change_bp = v.change,
          volume = v.volume, market_cap_minor = v.cap, updated_at = now()
        from (values ${values}) as v(id, price, day_open, change, volume, cap)
        where companies.id = v.id`);
    },

    async upsertCandles(
      rows: { companyId: string; bucketStart: Date; priceMinor: number; volume: number }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(priceCandles)
        .values(
          rows.map((r) => ({
            companyId: r.companyId,
            bucketStart: r.bucketStart,
            openMinor: r.priceMinor,
            highMinor: r.priceMinor,
            lowMinor: r.priceMinor,
            closeMinor: r.priceMinor,
            volume: r.volume,
          })),
        )
        .onConflictDoUpdate({
          target: [priceCandles.companyId, priceCandles.bucketStart],
          set: {
            highMinor: sql`greatest(${priceCandles.highMinor}, excluded.high_minor)`,
            lowMinor: sql`least(${priceCandles.lowMinor}, excluded.low_minor)`,
            closeMinor: sql`excluded.close_minor`,
            volume: sql`${priceCandles.volume} + excluded.volume`,
          },
        });
    },

    /** Open limit orders the current prices cross, in price-time priority per company. */
    crossedOrders(): Promise<{ id: string; companyId: string; priceMinor: number }[]> {
      return db
        .select({ id: orders.id, companyId: orders.companyId, priceMinor: companies.currentPriceMinor })
        .from(orders)
        .innerJoin(companies, eq(companies.id, orders.companyId))
        .where(
          and(
            eq(orders.status, 'open'),
            sql`((${orders.side} = 'buy' and ${orders.limitPriceMinor} >= ${companies.currentPriceMinor} + ${SPREAD_MINOR})
              or (${orders.side} = 'sell' and ${orders.limitPriceMinor} <= greatest(1, ${companies.currentPriceMinor} - ${SPREAD_MINOR})))`,
          ),
        )
        .orderBy(
          orders.companyId,
          sql`case when ${orders.side} = 'buy' then -${orders.limitPriceMinor} else ${orders.limitPriceMinor} end`,
          orders.createdAt,
        );
    },

    expiredOrders(now: Date): Promise<{ id: string }[]> {
      return db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'open'), lte(orders.expiresAt, now)));
    },
  };
}
export type MarketRepo = ReturnType<typeof createMarketRepo>;

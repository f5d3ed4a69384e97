// The engine's queries: one read of every listed company, one read of trades since the last tick,
// one write of all new prices, one upsert of candles, and the resting orders the new prices cross.
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { CompactionWindow } from '#core/market/candles';
import { SPREAD_MINOR } from '#core/trading';
import type { Db } from '../db/client';
import { companies, companyFinancials, news, orders, transactions } from '../db/schema';

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
  /** Shares players traded since the last tick (the candle's volume). */
  tradedSinceLastTick: number;
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

    /** News published in (since, until]: each one's impact becomes a price shock on the next tick. */
    newsImpactsBetween(since: Date, until: Date): Promise<{ companyId: string; impactScore: number }[]> {
      return db
        .select({ companyId: news.companyId, impactScore: news.impactScore })
        .from(news)
        .where(and(gt(news.publishedAt, since), lte(news.publishedAt, until)));
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

    /**
     * All new prices and their one-minute candles in one statement. The rows travel as one JSON
     * parameter: thousands of bound parameters cost far more to parse (PGlite especially).
     */
    async writeTick(updates: PriceUpdate[], bucket: Date): Promise<void> {
      if (updates.length === 0) return;
      const rows = JSON.stringify(
        updates.map((u) => ({
          id: u.id,
          price: u.priceMinor,
          day_open: u.dayOpenMinor,
          change: u.changeBp,
          volume: u.volume,
          cap: u.marketCapMinor,
          traded: u.tradedSinceLastTick,
        })),
      );
      await db.execute(sql`
        with v as (
          select * from jsonb_to_recordset(${rows}::jsonb)
            as v(id uuid, price bigint, day_open bigint, change int, volume bigint, cap bigint, traded bigint)
        ), prices as (
          update companies set
            current_price_minor = v.price, day_open_minor = v.day_open, change_bp = v.change,
            volume = v.volume, market_cap_minor = v.cap, updated_at = now()
          from v where companies.id = v.id
        )
        insert into price_candles as c (company_id, bucket_start, open_minor, high_minor, low_minor, close_minor, volume)
        select v.id, ${bucket.toISOString()}::timestamptz, v.price, v.price, v.price, v.price, v.traded from v
        on conflict (company_id, bucket_start) do update set
          high_minor = greatest(c.high_minor, excluded.high_minor),
          low_minor = least(c.low_minor, excluded.low_minor),
          close_minor = excluded.close_minor,
          volume = c.volume + excluded.volume`);
    },

    /**
     * Folds the finer candles of [from, to) into one candle per `unit` (stored at the unit's
     * start), then deletes the finer rows; both steps in one transaction. Re-running is harmless:
     * a unit already folded holds only its own row, and a later fold includes that row (the
     * earliest, so its open stays the open).
     */
    async compactCandles({ unit, from, to }: CompactionWindow): Promise<void> {
      const trunc = sql`date_trunc(${unit}, bucket_start, 'UTC')`;
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into price_candles as c (company_id, bucket_start, open_minor, high_minor, low_minor, close_minor, volume)
          select company_id, ${trunc} as unit_start,
                 (array_agg(open_minor order by bucket_start))[1], max(high_minor), min(low_minor),
                 (array_agg(close_minor order by bucket_start desc))[1], sum(volume)
          from price_candles
          where bucket_start >= ${from.toISOString()}::timestamptz and bucket_start < ${to.toISOString()}::timestamptz
          group by company_id, unit_start
          having bool_or(bucket_start <> ${trunc})
          on conflict (company_id, bucket_start) do update set
            open_minor = excluded.open_minor, high_minor = excluded.high_minor, low_minor = excluded.low_minor,
            close_minor = excluded.close_minor, volume = excluded.volume`);
        await tx.execute(sql`
          delete from price_candles
          where bucket_start >= ${from.toISOString()}::timestamptz and bucket_start < ${to.toISOString()}::timestamptz
            and bucket_start <> ${trunc}`);
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

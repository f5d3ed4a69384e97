// The engine's queries: one read of every listed company, one read of trades since the last tick,
// one write of all new prices with their candles, and the resting orders the new prices cross.
import { and, eq, gt, lte, max, sql } from 'drizzle-orm';
import type { CompactionWindow } from '#core/market/candles';
import { SPREAD_MINOR } from '#core/trading';
import { queryRows, type Db } from '../db/client';
import { pgArray } from '../db/pg-array';
import { companies, news, orders, transactions } from '../db/schema';

export interface CompanyTickRow {
  id: string;
  category: string;
  priceMinor: number;
  /** Null until the engine's first tick (it starts at the price). */
  fairValue: number | null;
  dayOpenMinor: number | null;
  volume: number;
  marketCapMinor: number | null;
  /** When the row was last written: after a restart, tells whether the day changed meanwhile. */
  updatedAt: Date;
}

export interface PriceUpdate {
  id: string;
  /** The price this update was computed from: the write skips the company if it has moved since. */
  previousMinor: number;
  priceMinor: number;
  /** The fair value's growth this tick, applied to the stored value (news may have moved it). */
  fairGrowth: number;
  dayOpenMinor: number;
  changeBp: number;
  volume: number;
  marketCapMinor: number | null;
  /** Shares players traded since the last tick (the candle's volume). */
  tradedSinceLastTick: number;
}

export function createMarketRepo(db: Db) {
  return {
    /**
     * Every listed company, in id order. The rows come back as one JSON text: PGlite spends far
     * longer decoding a thousand rows of eight columns than the database spends finding them.
     */
    async listedCompanies(): Promise<CompanyTickRow[]> {
      const [row] = await queryRows<{ rows: string | null }>(
        db,
        sql`select json_agg(json_build_array(id, category, current_price_minor, fair_value, day_open_minor, volume,
                                             market_cap_minor, (extract(epoch from updated_at) * 1000)::float8)
                            order by id)::text as rows
            from companies where is_listed`,
      );
      const rows = JSON.parse(row?.rows ?? '[]') as [
        string,
        string,
        number,
        number | null,
        number | null,
        number,
        number | null,
        number,
      ][];
      return rows.map(([id, category, priceMinor, fairValue, dayOpenMinor, volume, marketCapMinor, updatedMs]) => ({
        id,
        category,
        priceMinor,
        fairValue,
        dayOpenMinor,
        volume,
        marketCapMinor,
        updatedAt: new Date(updatedMs),
      }));
    },

    /** Each company's latest news item published in (since, until]: prices are jumpier just after. */
    async latestNewsBetween(since: Date, until: Date): Promise<Map<string, Date>> {
      const rows = await db
        .select({ companyId: news.companyId, at: max(news.publishedAt) })
        .from(news)
        .where(and(gt(news.publishedAt, since), lte(news.publishedAt, until)))
        .groupBy(news.companyId);
      return new Map(rows.flatMap((r) => (r.at ? [[r.companyId, r.at] as const] : [])));
    },

    /** Shares players traded per company since `since` (the volume; trades do not move prices). */
    async tradedSince(since: Date): Promise<Map<string, number>> {
      const rows = await db
        .select({
          companyId: transactions.companyId,
          traded: sql<string>`sum(${transactions.quantity})::text`,
        })
        .from(transactions)
        .where(gt(transactions.createdAt, since))
        .groupBy(transactions.companyId);
      return new Map(rows.map((r) => [r.companyId, Number(r.traded)]));
    },

    /**
     * All new prices and their one-minute candles in one statement; answers the companies written
     * (the statement returns only the few it skipped, not every id written).
     * A company whose price moved since it was read (news priced in meanwhile) is left for the
     * next tick. A new minute's candle opens at the previous price, so candles join up and the
     * day's first candle opens at the day's open. The rows travel as one array per column
     * (pgArray): thousands of bound parameters, or one JSON document, cost far more to parse.
     */
    async writeTick(updates: PriceUpdate[], bucket: Date): Promise<Set<string>> {
      if (updates.length === 0) return new Set();
      const column = (pick: (u: PriceUpdate) => string | number | null) => pgArray(updates.map(pick));
      const skipped = await queryRows<{ id: string }>(
        db,
        sql`
        with v as (
          select * from unnest(${column((u) => u.id)}::uuid[], ${column((u) => u.previousMinor)}::bigint[],
                               ${column((u) => u.priceMinor)}::bigint[], ${column((u) => u.fairGrowth)}::float8[],
                               ${column((u) => u.dayOpenMinor)}::bigint[], ${column((u) => u.changeBp)}::int[],
                               ${column((u) => u.volume)}::bigint[], ${column((u) => u.marketCapMinor)}::bigint[],
                               ${column((u) => u.tradedSinceLastTick)}::bigint[])
            as v(id, before, price, growth, day_open, change, volume, cap, traded)
        ), prices as (
          update companies set
            current_price_minor = v.price, fair_value = coalesce(companies.fair_value, v.before) * v.growth,
            day_open_minor = v.day_open, change_bp = v.change, volume = v.volume, market_cap_minor = v.cap,
            updated_at = now()
          from v where companies.id = v.id and companies.current_price_minor = v.before
          returning v.id, v.before, v.price, v.traded
        ), candles as (
          insert into price_candles as c (company_id, bucket_start, open_minor, high_minor, low_minor, close_minor, volume)
          select id, ${bucket.toISOString()}::timestamptz, before, greatest(before, price), least(before, price), price, traded
          from prices
          on conflict (company_id, bucket_start) do update set
            high_minor = greatest(c.high_minor, excluded.high_minor),
            low_minor = least(c.low_minor, excluded.low_minor),
            close_minor = excluded.close_minor,
            volume = c.volume + excluded.volume
        )
        select id::text as id from (select id from v except all select id from prices) skipped`,
      );
      const written = new Set(updates.map((u) => u.id));
      for (const { id } of skipped) written.delete(id);
      return written;
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

// The engine's queries: one read of the listed companies (all of them, or only those someone else
// wrote since the engine's last write), one read of trades since the last tick, one write of all
// new prices with their live candles, and the resting orders the new prices cross.
import { and, eq, gt, lte, max, sql, type SQL } from 'drizzle-orm';
import type { CompactionWindow } from '#core/market/candles';
import { SPREAD_MINOR } from '#core/trading';
import { preparedStatement, queryRows, type Db } from '../db/client';
import { pgArray } from '../db/pg-array';
import { advanceLiveCandle, flushLiveCandles } from './live-candle';
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

/** A row someone other than the engine wrote: listed or not (a delisted one leaves the market). */
export interface ChangedCompanyRow extends CompanyTickRow {
  isListed: boolean;
}

export interface TickWrite {
  /** The live candles' bucket for this tick's prices. */
  bucket: Date;
  /** The fair value's growth this tick (the drift), applied to each stored value (news may have moved it). */
  fairGrowth: number;
  /** The bucket changed since the engine's last write: finished live candles go to price_candles first. */
  flush: boolean;
}

export interface TickWritten {
  /** The companies written: all but those whose price moved since they were read. */
  written: Set<string>;
  /** The write's transaction id as a row's xmin shows it: rows with another were written by someone else. */
  xid: string;
}

export interface PriceUpdate {
  id: string;
  /** The price this update was computed from: the write skips the company if it has moved since. */
  previousMinor: number;
  priceMinor: number;
  dayOpenMinor: number;
  changeBp: number;
  volume: number;
  marketCapMinor: number | null;
  /** Shares players traded since the last tick (the candle's volume). */
  tradedSinceLastTick: number;
}

export function createMarketRepo(db: Db) {
  // Every tick runs these two: prepared once, they are not planned again on each tick.
  const trailStops = preparedStatement<{ id: string }>(
    db,
    `update orders o
     set stop_price_minor = bolts_trailed_stop(o.side, o.stop_price_minor, c.current_price_minor,
       o.trail_amount_minor, o.trail_bp)
     from companies c
     where c.id = o.company_id and o.status = 'open' and o.type = 'trailing_stop'
       and o.stop_price_minor <> bolts_trailed_stop(o.side, o.stop_price_minor, c.current_price_minor,
         o.trail_amount_minor, o.trail_bp)
     returning o.id`,
  );
  const reachedStops = preparedStatement<{ id: string; price_minor: string | number }>(
    db,
    `select o.id, c.current_price_minor as price_minor
     from orders o join companies c on c.id = o.company_id
     where o.status = 'open' and o.type <> 'limit' and o.triggered_at is null
       and ((o.side = 'sell' and c.current_price_minor <= o.stop_price_minor)
         or (o.side = 'buy' and c.current_price_minor >= o.stop_price_minor))
     order by o.company_id, o.created_at, o.id`,
  );

  /** The engine's columns of the companies `where` picks, in id order, as one JSON text. */
  async function tickRows(where: SQL): Promise<ChangedCompanyRow[]> {
    const [row] = await queryRows<{ rows: string | null }>(
      db,
      sql`select json_agg(json_build_array(id, category, current_price_minor, fair_value, day_open_minor, volume,
                                           market_cap_minor, (extract(epoch from updated_at) * 1000)::float8, is_listed)
                          order by id)::text as rows
          from companies ${where}`,
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
      boolean,
    ][];
    return rows.map(
      ([id, category, priceMinor, fairValue, dayOpenMinor, volume, marketCapMinor, updatedMs, isListed]) => ({
        id,
        category,
        priceMinor,
        fairValue,
        dayOpenMinor,
        volume,
        marketCapMinor,
        updatedAt: new Date(updatedMs),
        isListed,
      }),
    );
  }

  return {
    /**
     * Every listed company, in id order. The rows come back as one JSON text: PGlite spends far
     * longer decoding a thousand rows of eight columns than the database spends finding them.
     */
    async listedCompanies(): Promise<CompanyTickRow[]> {
      return tickRows(sql`where is_listed`);
    },

    /**
     * The companies a write other than the engine's (transaction `xid`, see writeTick) touched
     * since: news priced in, an admin's edit, a listing, a delisting, or a row the engine skipped.
     * Each row's xmin is the transaction that wrote it last, so nothing is missed however the
     * clocks or commits interleave. Unlisted companies the engine never writes come back too.
     */
    changedCompanies(xid: string): Promise<ChangedCompanyRow[]> {
      return tickRows(sql`where xmin::text <> ${xid}`);
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
     * All new prices and their live candles in one statement (server/market/live-candle). A
     * company whose price moved since it was read (news priced in meanwhile) is left for the next
     * tick. The rows travel as one array per column (pgArray): thousands of bound parameters, or
     * one JSON document, cost far more to parse.
     */
    async writeTick(updates: PriceUpdate[], { bucket, fairGrowth, flush }: TickWrite): Promise<TickWritten> {
      const column = (pick: (u: PriceUpdate) => string | number | null) => pgArray(updates.map(pick));
      const [row] = await queryRows<{ skipped: string; xid: string }>(
        db,
        sql`
        with v as (
          select * from unnest(${column((u) => u.id)}::uuid[], ${column((u) => u.previousMinor)}::bigint[],
                               ${column((u) => u.priceMinor)}::bigint[], ${column((u) => u.dayOpenMinor)}::bigint[],
                               ${column((u) => u.changeBp)}::int[], ${column((u) => u.volume)}::bigint[],
                               ${column((u) => u.marketCapMinor)}::bigint[], ${column((u) => u.tradedSinceLastTick)}::bigint[])
            as v(id, before, price, day_open, change, volume, cap, traded)
        )${flush ? sql`, flushed as (${flushLiveCandles(bucket, sql`from companies c join v on v.id = c.id where c.current_price_minor = v.before`)})` : sql``},
        prices as (
          update companies set
            current_price_minor = v.price, fair_value = coalesce(companies.fair_value, v.before) * ${fairGrowth}::float8,
            day_open_minor = v.day_open, change_bp = v.change, volume = v.volume, market_cap_minor = v.cap,
            ${advanceLiveCandle(bucket, sql`v.price`, sql`v.traded`)}, updated_at = now()
          from v where companies.id = v.id and companies.current_price_minor = v.before
          returning v.id
        )
        select (select coalesce(json_agg(id), '[]') from (select id from v except all select id from prices) s)::text as skipped,
               (txid_current() % 4294967296)::text as xid`,
      );
      const written = new Set(updates.map((u) => u.id));
      for (const id of JSON.parse(row!.skipped) as string[]) written.delete(id);
      return { written, xid: row!.xid };
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

    /**
     * Open limit orders the current prices cross, in price-time priority per company. A stop-limit
     * is a limit only once triggered (docs/rules.md#stop-orders); stops have no limit price.
     */
    crossedOrders(): Promise<{ id: string; companyId: string; priceMinor: number }[]> {
      return db
        .select({ id: orders.id, companyId: orders.companyId, priceMinor: companies.currentPriceMinor })
        .from(orders)
        .innerJoin(companies, eq(companies.id, orders.companyId))
        .where(
          and(
            eq(orders.status, 'open'),
            sql`(${orders.type} = 'limit' or ${orders.triggeredAt} is not null)`,
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

    /**
     * Moves every trailing stop after the prices: a sell's stop up to the trail below the price, a
     * buy's down to the trail above it, never back (the database's bolts_trailed_stop, migration
     * 0025, says what core/stops.ts trailedStop says; test/integration/stop-orders.test.ts holds the
     * two to each other). One statement, however many stops.
     */
    async trailStops(): Promise<number> {
      return (await trailStops([])).length;
    },

    /**
     * Stops the current prices have reached (not yet triggered), oldest first per company, with the
     * price that reached them (served by orders_open_stops_idx).
     */
    async reachedStops(): Promise<{ id: string; priceMinor: number }[]> {
      return (await reachedStops([])).map((r) => ({ id: r.id, priceMinor: Number(r.price_minor) }));
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

// The indices' storage (docs/rules.md#bolts-index): each index's level and the day's open, and
// its candles in hundredths of a point, kept and compacted like a company's.
import { and, eq, gte, sql } from 'drizzle-orm';
import { INDEX_BASE_LEVEL, INDEX_IDS, isIndexId, toCenti, type IndexId } from '#core/market/bolts-index';
import type { Candle, CompactionWindow } from '#core/market/candles';
import { CATEGORIES } from '#core/categories';
import type { Db } from '../db/client';
import { indexCandles, marketIndices } from '../db/schema';

export interface IndexLevel {
  id: IndexId;
  level: number;
  dayOpen: number;
  /** When it was last written (on read): after a restart, tells whether a midnight passed. */
  updatedAt?: Date;
}

export function createIndicesRepo(db: Db) {
  return {
    async levels(): Promise<Map<IndexId, IndexLevel>> {
      const rows = await db.select().from(marketIndices);
      return new Map(
        rows.flatMap((r) =>
          isIndexId(r.id)
            ? [[r.id, { id: r.id, level: r.level, dayOpen: r.dayOpen, updatedAt: r.updatedAt }] as const]
            : [],
        ),
      );
    },

    /**
     * The new levels and their candles in one statement. A new bucket's candle opens at the
     * previous level, so an index's candles join up as a company's do.
     */
    async write(levels: readonly IndexLevel[], previous: ReadonlyMap<IndexId, number>, bucket: Date): Promise<void> {
      if (levels.length === 0) return;
      const rows = JSON.stringify(
        levels.map((l) => ({
          id: l.id,
          level: l.level,
          day_open: l.dayOpen,
          before: toCenti(previous.get(l.id) ?? l.level),
          now: toCenti(l.level),
        })),
      );
      await db.execute(sql`
        with v as (
          select * from jsonb_to_recordset(${rows}::jsonb)
            as v(id text, level float8, day_open float8, before bigint, now bigint)
        ), levels as (
          insert into market_indices as m (id, level, day_open, updated_at)
          select id, level, day_open, now() from v
          on conflict (id) do update set level = excluded.level, day_open = excluded.day_open, updated_at = now()
        )
        insert into index_candles as c (index_id, bucket_start, open_centi, high_centi, low_centi, close_centi)
        select id, ${bucket.toISOString()}::timestamptz, before, greatest(before, now), least(before, now), now from v
        on conflict (index_id, bucket_start) do update set
          high_centi = greatest(c.high_centi, excluded.high_centi),
          low_centi = least(c.low_centi, excluded.low_centi),
          close_centi = excluded.close_centi`);
    },

    /**
     * On a database with company history but no index yet (the seed, or an install from before
     * the index; the engine's first tick asks too): the indices' past, chained bucket by bucket from the companies'
     * candles at today's share counts, 1,000 at the first bucket. Sets each level to its last
     * close. Does nothing once any index exists.
     */
    async buildHistory(now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`lock table market_indices in exclusive mode`);
        const [existing] = await tx.select({ id: marketIndices.id }).from(marketIndices).limit(1);
        if (existing) return;
        const sectors = sql.join(
          CATEGORIES.map((c) => sql`${c}`),
          sql`, `,
        );
        const ids = sql.join(
          INDEX_IDS.map((id) => sql`(${id}, ${INDEX_BASE_LEVEL}::float8, ${INDEX_BASE_LEVEL}::float8)`),
          sql`, `,
        );
        // The rows the candles point at first; their levels are set from the candles below.
        await tx.execute(sql`insert into market_indices (id, level, day_open) values ${ids}`);
        await tx.execute(sql`
          with closes as (
            -- Finished candles and the live ones (server/market/live-candle); the live one wins a shared bucket.
            select distinct on (company_id, bucket_start) company_id, bucket_start, close_minor
            from (select company_id, bucket_start, close_minor, 0 as live from price_candles
                  union all
                  select id, candle_start, current_price_minor, 1 from companies where candle_start is not null) all_closes
            order by company_id, bucket_start, live desc
          ), c as (
            select pc.bucket_start, lower(co.category) as sector,
                   co.market_cap_minor::float8 / co.current_price_minor as shares, pc.close_minor,
                   lag(pc.close_minor) over (partition by pc.company_id order by pc.bucket_start) as prev_close
            from closes pc join companies co on co.id = pc.company_id
            where co.market_cap_minor > 0 and co.current_price_minor > 0
          ), members as (
            select ${INDEX_IDS[0]}::text as index_id, * from c
            union all
            select sector, * from c where sector in (${sectors})
          ), ratios as (
            select index_id, bucket_start,
                   coalesce(sum(shares * close_minor) filter (where prev_close is not null)
                            / nullif(sum(shares * prev_close) filter (where prev_close is not null), 0), 1) as ratio
            from members group by index_id, bucket_start
          ), levels as (
            select index_id, bucket_start,
                   ${INDEX_BASE_LEVEL} * exp(sum(ln(ratio)) over (partition by index_id order by bucket_start)) as level
            from ratios where ratio > 0
          ), steps as (
            select index_id, bucket_start, level,
                   coalesce(lag(level) over (partition by index_id order by bucket_start), level) as before
            from levels
          )
          insert into index_candles (index_id, bucket_start, open_centi, high_centi, low_centi, close_centi)
          select index_id, bucket_start, round(before * 100), round(greatest(before, level) * 100),
                 round(least(before, level) * 100), round(level * 100)
          from steps`);
        // Each index's level is its last close; the day's open, the last close before today.
        await tx.execute(sql`
          update market_indices m set level = h.level, day_open = h.day_open, updated_at = now()
          from (
            select index_id,
                   (array_agg(close_centi order by bucket_start desc))[1] / 100.0 as level,
                   coalesce((array_agg(close_centi order by bucket_start desc)
                             filter (where bucket_start < date_trunc('day', ${now.toISOString()}::timestamptz, 'UTC')))[1],
                            (array_agg(open_centi order by bucket_start))[1]) / 100.0 as day_open
            from index_candles group by index_id
          ) h
          where m.id = h.index_id`);
        // A sector with no company yet has no index until one lists.
        await tx.execute(
          sql`delete from market_indices m where not exists (select 1 from index_candles c where c.index_id = m.id)`,
        );
      });
    },

    /** An index's candles since `since`, oldest first, in the chart's shape (hundredths of a point). */
    candles(id: IndexId, since: Date | null): Promise<Candle[]> {
      return db
        .select({
          start: sql<number>`(extract(epoch from ${indexCandles.bucketStart}) * 1000)::float8`.mapWith(Number),
          openMinor: indexCandles.openCenti,
          highMinor: indexCandles.highCenti,
          lowMinor: indexCandles.lowCenti,
          closeMinor: indexCandles.closeCenti,
          volume: sql<number>`0`.mapWith(Number),
        })
        .from(indexCandles)
        .where(
          since
            ? and(eq(indexCandles.indexId, id), gte(indexCandles.bucketStart, since))
            : eq(indexCandles.indexId, id),
        )
        .orderBy(indexCandles.bucketStart);
    },

    /** The level at a moment: the close of the last candle at or before it (null before any). */
    async levelAt(id: IndexId, at: Date): Promise<number | null> {
      const [row] = await db
        .select({ close: indexCandles.closeCenti })
        .from(indexCandles)
        .where(and(eq(indexCandles.indexId, id), sql`${indexCandles.bucketStart} <= ${at.toISOString()}::timestamptz`))
        .orderBy(sql`${indexCandles.bucketStart} desc`)
        .limit(1);
      return row ? row.close / 100 : null;
    },

    /** Retention as for companies (core/market/candles CANDLE_RETENTION). */
    async compact({ unit, from, to }: CompactionWindow): Promise<void> {
      const trunc = sql`date_trunc(${unit}, bucket_start, 'UTC')`;
      const range = sql`bucket_start >= ${from.toISOString()}::timestamptz and bucket_start < ${to.toISOString()}::timestamptz`;
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into index_candles as c (index_id, bucket_start, open_centi, high_centi, low_centi, close_centi)
          select index_id, ${trunc} as unit_start,
                 (array_agg(open_centi order by bucket_start))[1], max(high_centi), min(low_centi),
                 (array_agg(close_centi order by bucket_start desc))[1]
          from index_candles where ${range}
          group by index_id, unit_start
          having bool_or(bucket_start <> ${trunc})
          on conflict (index_id, bucket_start) do update set
            open_centi = excluded.open_centi, high_centi = excluded.high_centi, low_centi = excluded.low_centi,
            close_centi = excluded.close_centi`);
        await tx.execute(sql`delete from index_candles where ${range} and bucket_start <> ${trunc}`);
      });
    },
  };
}
export type IndicesRepo = ReturnType<typeof createIndicesRepo>;

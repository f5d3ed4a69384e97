// A new install's charts: a year of candles per company ending at its listed price today
// (core/market/history). Seed content like the rest: the same symbol and moment, the same past.
import { sql } from 'drizzle-orm';
import { historyBounds, pastNews, priceHistory, type HistoryNews, type PriceHistory } from '#core/market/history';
import { seededRandom, seedFrom } from '#core/market/random';
import type { Db } from '../client';
import { pgArray } from '../pg-array';

export interface HistoryCompany {
  symbol: string;
  category: string;
  priceMinor: number;
  /** Shares traded in a day. */
  volume: number;
  news: readonly HistoryNews[];
}

/** The newsroom's default pace (BOLTS_NEWSROOM_MS): one item for some company every 3 minutes. */
const NEWSROOM_EVERY_MS = 180_000;

/** `companies`: how many share the newsroom, so each gets its share of the past news. */
export function seedHistory(company: HistoryCompany, now: Date, companies: number): PriceHistory {
  const random = seededRandom(seedFrom(`history:${company.symbol}`));
  const oldestSeeded = Math.min(now.getTime(), ...company.news.map((n) => n.at));
  const invented = pastNews(historyBounds(now.getTime())[0]!, oldestSeeded, NEWSROOM_EVERY_MS * companies, random);
  return priceHistory({
    priceMinor: company.priceMinor,
    category: company.category,
    news: [...invented, ...company.news],
    now: now.getTime(),
    dailyVolume: company.volume,
    random,
  });
}

/** All of a company's candles in one statement, one array per column (server/db/pg-array.ts). */
export async function insertHistory(db: Db, companyId: string, history: PriceHistory): Promise<void> {
  const column = (pick: (c: PriceHistory['candles'][number]) => number) => pgArray(history.candles.map(pick));
  await db.execute(sql`
    insert into price_candles (company_id, bucket_start, open_minor, high_minor, low_minor, close_minor, volume)
    select ${companyId}::uuid, to_timestamp(v.t / 1000.0), v.o, v.h, v.l, v.c, v.v
    from unnest(${column((c) => c.start)}::bigint[], ${column((c) => c.openMinor)}::bigint[],
                ${column((c) => c.highMinor)}::bigint[], ${column((c) => c.lowMinor)}::bigint[],
                ${column((c) => c.closeMinor)}::bigint[], ${column((c) => c.volume)}::bigint[]) as v(t, o, h, l, c, v)`);
}

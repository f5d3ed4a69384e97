import { desc, eq } from 'drizzle-orm';
import { normalizeSentiment, type NewsType } from '#core/news';
import type { NewsItem } from '#core/schemas/companies';
import type { Db } from '../../db/client';
import { companies, news } from '../../db/schema';

/**
 * The columns of a news item as the API shows it (other reads add their own beside these). Players
 * see a story's sentiment, never its impact number: that would tell them how far the price is to
 * move (docs/rules.md#companies-and-news).
 */
export const newsColumns = {
  id: news.id,
  companyId: news.companyId,
  companyName: companies.name,
  companySymbol: companies.symbol,
  headline: news.headline,
  summary: news.summary,
  newsType: news.newsType,
  sentiment: news.sentiment,
  publishedAt: news.publishedAt,
};

export type NewsRow = {
  [K in keyof typeof newsColumns]: K extends 'publishedAt' ? Date : string;
};

export function toNewsItem<R extends NewsRow>(row: R): Omit<R, 'newsType' | 'sentiment' | 'publishedAt'> & NewsItem {
  return {
    ...row,
    newsType: row.newsType as NewsType,
    sentiment: normalizeSentiment(row.sentiment),
    publishedAt: row.publishedAt.toISOString(),
  };
}

export function createNewsRepo(db: Db) {
  return {
    /** Landing (limit 3) and feed: newest first across all companies. */
    async latest(limit: number): Promise<NewsItem[]> {
      const rows = await db
        .select(newsColumns)
        .from(news)
        .innerJoin(companies, eq(companies.id, news.companyId))
        .orderBy(desc(news.publishedAt))
        .limit(limit);
      return rows.map(toNewsItem);
    },

    /** Company detail: newest first, limit 6. */
    async byCompany(companyId: string, limit: number): Promise<NewsItem[]> {
      const rows = await db
        .select(newsColumns)
        .from(news)
        .innerJoin(companies, eq(companies.id, news.companyId))
        .where(eq(news.companyId, companyId))
        .orderBy(desc(news.publishedAt))
        .limit(limit);
      return rows.map(toNewsItem);
    },
  };
}
export type NewsRepo = ReturnType<typeof createNewsRepo>;

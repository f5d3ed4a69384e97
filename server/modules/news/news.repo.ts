import { desc, eq } from 'drizzle-orm';
import { localize, type ContentLanguage } from '#core/content-language';
import { normalizeSentiment, type NewsType } from '#core/news';
import type { NewsItem } from '#core/schemas/companies';
import type { Db } from '../../db/client';
import { companies, news } from '../../db/schema';
import { translationsIn } from '../../db/translations-sql';

const englishNewsColumns = {
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

/**
 * The columns of a news item as the API shows it, with the headline and summary's texts in `lang`
 * (other reads add their own beside these). Players see a story's sentiment, never its impact
 * number: that would tell them how far the price is to move (docs/rules.md#companies-and-news).
 */
export function newsColumns(lang: ContentLanguage) {
  return { ...englishNewsColumns, translations: translationsIn(news.translations, lang, ['headline', 'summary']) };
}

export type NewsRow = {
  [K in keyof typeof englishNewsColumns]: K extends 'publishedAt' ? Date : string;
} & { translations: unknown };

/** A row of newsColumns as the API shows it, in `lang` (English for a field without its text). */
export function toNewsItem<R extends NewsRow>(
  row: R,
  lang: ContentLanguage,
): Omit<R, 'translations' | keyof NewsItem> & NewsItem {
  const { translations, ...rest } = row;
  const item: NewsItem = {
    ...rest,
    ...localize({ headline: row.headline, summary: row.summary }, translations, lang),
    newsType: row.newsType as NewsType,
    sentiment: normalizeSentiment(row.sentiment),
    publishedAt: row.publishedAt.toISOString(),
  };
  return { ...rest, ...item } as Omit<R, 'translations' | keyof NewsItem> & NewsItem;
}

export function createNewsRepo(db: Db) {
  return {
    /** Landing (limit 3) and feed: newest first across all companies. */
    async latest(limit: number, lang: ContentLanguage): Promise<NewsItem[]> {
      const rows = await db
        .select(newsColumns(lang))
        .from(news)
        .innerJoin(companies, eq(companies.id, news.companyId))
        .orderBy(desc(news.publishedAt))
        .limit(limit);
      return rows.map((row) => toNewsItem(row, lang));
    },

    /** Company detail: newest first, limit 6. */
    async byCompany(companyId: string, limit: number, lang: ContentLanguage): Promise<NewsItem[]> {
      const rows = await db
        .select(newsColumns(lang))
        .from(news)
        .innerJoin(companies, eq(companies.id, news.companyId))
        .where(eq(news.companyId, companyId))
        .orderBy(desc(news.publishedAt))
        .limit(limit);
      return rows.map((row) => toNewsItem(row, lang));
    },
  };
}
export type NewsRepo = ReturnType<typeof createNewsRepo>;

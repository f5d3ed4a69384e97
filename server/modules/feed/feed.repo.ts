// Feed reads: a page of news (newest first, keyset on published time and id so page 1,000 costs
// what page 1 costs) with each company's live price, the active ads, and the companies its search
// looks through; every text in the language the read names (docs/decisions/018).
import { asc, desc, eq, sql } from 'drizzle-orm';
import { AD_TRANSLATED_FIELDS, localize, type ContentLanguage } from '#core/content-language';
import type { Ad, FeedItem, SearchCompany } from '#core/schemas/feed';
import type { Db } from '../../db/client';
import { ads, companies, news } from '../../db/schema';
import { translationsIn } from '../../db/translations-sql';
import { newsColumns, toNewsItem } from '../news';

export interface FeedCursor {
  publishedAt: Date;
  id: string;
}

/** The texts the feed's search scores (docs/rules.md#search) besides the name, symbol and category. */
const SEARCH_TEXTS = ['description', 'story'] as const;

export function createFeedRepo(db: Db) {
  return {
    async page(after: FeedCursor | null, limit: number, lang: ContentLanguage): Promise<FeedItem[]> {
      const rows = await db
        .select({
          ...newsColumns(lang),
          companyLogo: companies.logo,
          priceMinor: companies.currentPriceMinor,
          changeBp: companies.changeBasisPoints,
        })
        .from(news)
        .innerJoin(companies, eq(companies.id, news.companyId))
        .where(
          after
            ? sql`(${news.publishedAt}, ${news.id}) < (${after.publishedAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        )
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(limit);
      return rows.map((row) => toNewsItem(row, lang));
    },

    /** Highest display order first (docs/rules.md#feed); equal orders the older ad first. */
    async activeAds(lang: ContentLanguage): Promise<Ad[]> {
      const rows = await db
        .select({
          id: ads.id,
          title: ads.title,
          description: ads.description,
          imageUrl: ads.imageUrl,
          clickUrl: ads.clickUrl,
          displayOrder: ads.displayOrder,
          translations: translationsIn(ads.translations, lang, AD_TRANSLATED_FIELDS),
        })
        .from(ads)
        .where(eq(ads.isActive, true))
        .orderBy(desc(ads.displayOrder), asc(ads.createdAt), asc(ads.id));
      return rows.map(({ translations, title, description, ...ad }) => ({
        ...ad,
        ...localize({ title, description }, translations, lang),
      }));
    },

    /**
     * Every listed company with what the search scores, in `lang` and, for another language, in
     * English too: a player finds a company by the words of either (docs/rules.md#search).
     */
    async searchable(lang: ContentLanguage): Promise<SearchCompany[]> {
      const rows = await db
        .select({
          id: companies.id,
          name: companies.name,
          symbol: companies.symbol,
          logo: companies.logo,
          category: companies.category,
          priceMinor: companies.currentPriceMinor,
          changeBp: companies.changeBasisPoints,
          volume: companies.volume,
          marketCapMinor: companies.marketCapMinor,
          ceo: companies.ceo,
          description: companies.description,
          story: companies.story,
          translations: translationsIn(companies.translations, lang, SEARCH_TEXTS),
        })
        .from(companies)
        .where(eq(companies.isListed, true))
        .orderBy(asc(companies.name));
      return rows.map(({ translations, description, story, ...company }) => ({
        ...company,
        ...localize({ description, story }, translations, lang),
        ...(lang === 'en' ? {} : { english: { description, story } }),
      }));
    },
  };
}
export type FeedRepo = ReturnType<typeof createFeedRepo>;

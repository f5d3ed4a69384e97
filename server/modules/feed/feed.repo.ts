// Feed reads: a page of news (newest first, keyset on published time and id so page 1,000 costs
// what page 1 costs) with each company's live price, and the active ads.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Ad, FeedItem } from '#core/schemas/feed';
import type { Db } from '../../db/client';
import { ads, companies, news } from '../../db/schema';
import { newsColumns, toNewsItem } from '../news';

export interface FeedCursor {
  publishedAt: Date;
  id: string;
}

export function createFeedRepo(db: Db) {
  return {
    async page(after: FeedCursor | null, limit: number): Promise<FeedItem[]> {
      const rows = await db
        .select({
          ...newsColumns,
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
      return rows.map(toNewsItem);
    },

    activeAds(): Promise<Ad[]> {
      return db
        .select({
          id: ads.id,
          title: ads.title,
          description: ads.description,
          imageUrl: ads.imageUrl,
          clickUrl: ads.clickUrl,
          displayOrder: ads.displayOrder,
        })
        .from(ads)
        .where(eq(ads.isActive, true))
        .orderBy(asc(ads.displayOrder), asc(ads.createdAt));
    },
  };
}
export type FeedRepo = ReturnType<typeof createFeedRepo>;

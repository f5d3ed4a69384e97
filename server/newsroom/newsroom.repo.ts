// The newsroom's reads and its one write: a listed company's facts (with its Hebrew and Spanish
// description), the last item written about it in each language (so the next one never repeats
// it), and the new item with its Hebrew and Spanish in `news.translations` (docs/decisions/018).
import { desc, eq } from 'drizzle-orm';
import { NEWS_TRANSLATED_FIELDS, TRANSLATED_LANGUAGES } from '#core/content-language';
import type {
  NewsroomCompany,
  NewsroomQuarter,
  NewsTranslations,
  NewsWords,
  PreviousNews,
  WrittenNews,
} from '#core/newsroom/types';
import { translationsOf } from '#core/schemas/admin/translations';
import { inTransaction, type Db } from '../db/client';
import { companies, companyFinancials, news } from '../db/schema';
import { priceInNews } from '../market/news-gap';

export function createNewsroomRepo(db: Db) {
  return {
    async listedCompanyIds(): Promise<string[]> {
      const rows = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.isListed, true))
        .orderBy(companies.id);
      return rows.map((r) => r.id);
    },

    async facts(companyId: string): Promise<NewsroomCompany | null> {
      const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
      if (!company) return null;
      const quarters = await db
        .select({
          quarter: companyFinancials.quarter,
          revenueMinor: companyFinancials.revenueMinor,
          netIncomeMinor: companyFinancials.netIncomeMinor,
          earningsPerShareMinor: companyFinancials.earningsPerShareMinor,
        })
        .from(companyFinancials)
        .where(eq(companyFinancials.companyId, companyId))
        .orderBy(desc(companyFinancials.publishedAt))
        .limit(2);
      return {
        name: company.name,
        symbol: company.symbol,
        category: company.category,
        industry: company.industry,
        description: company.description,
        ceo: company.ceo,
        headquarters: company.headquarters,
        founded: company.founded,
        employees: company.employees,
        latestQuarter: quarters[0] ?? null,
        previousQuarter: quarters[1] ?? null,
        translations: translationsOf(company.translations, ['description'] as const),
      };
    },

    async latest(companyId: string): Promise<PreviousNews | undefined> {
      const [row] = await db
        .select()
        .from(news)
        .where(eq(news.companyId, companyId))
        .orderBy(desc(news.publishedAt))
        .limit(1);
      if (!row) return undefined;
      // Older items may lack a language, or a field of one: the English stands in for it.
      const stored = translationsOf(row.translations, NEWS_TRANSLATED_FIELDS);
      const english: NewsWords = { headline: row.headline, summary: row.summary, content: row.content ?? '' };
      const translations: Partial<NewsTranslations> = {};
      for (const language of TRANSLATED_LANGUAGES) {
        if (stored[language]) translations[language] = { ...english, ...stored[language] };
      }
      return { ...english, translations };
    },

    /** The item, and with an earnings story the quarter it reports, in one transaction. */
    async publish(
      companyId: string,
      item: WrittenNews,
      publishedAt: Date,
      report: NewsroomQuarter | null = null,
    ): Promise<string> {
      return inTransaction(db, async (tx) => {
        if (report) {
          // Total assets are not part of the story: the new quarter keeps the last reported figure.
          const [last] = await tx
            .select({ totalAssetsMinor: companyFinancials.totalAssetsMinor })
            .from(companyFinancials)
            .where(eq(companyFinancials.companyId, companyId))
            .orderBy(desc(companyFinancials.publishedAt))
            .limit(1);
          await tx
            .insert(companyFinancials)
            .values({ companyId, ...report, totalAssetsMinor: last?.totalAssetsMinor ?? 0, publishedAt })
            .onConflictDoNothing();
        }
        const [row] = await tx
          .insert(news)
          .values({
            companyId,
            headline: item.headline,
            summary: item.summary,
            content: item.content,
            newsType: item.newsType,
            sentiment: item.sentiment,
            impactScore: item.impactScore,
            translations: item.translations,
            isGenerated: true,
            publishedAt,
          })
          .returning({ id: news.id });
        await priceInNews(tx, companyId, item.impactScore, publishedAt);
        return row!.id;
      });
    },
  };
}
export type NewsroomRepo = ReturnType<typeof createNewsroomRepo>;

import { and, asc, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  COMPANY_TRANSLATED_FIELDS,
  LEADER_TRANSLATED_FIELDS,
  localize,
  type ContentLanguage,
} from '#core/content-language';
import type { CompanyListQuery, CompanySummary } from '#core/schemas/companies';
import type { Db } from '../../db/client';
import { companies, companyFinancials, managementProfiles } from '../../db/schema';
import { likeContains } from '../../db/like-pattern';
import { translationsIn } from '../../db/translations-sql';

const companySummaryColumns = {
  id: companies.id,
  name: companies.name,
  symbol: companies.symbol,
  logo: companies.logo,
  category: companies.category,
  description: companies.description,
  sector: companies.sector,
  industry: companies.industry,
  priceMinor: companies.currentPriceMinor,
  changeBp: companies.changeBasisPoints,
  volume: companies.volume,
  marketCapMinor: companies.marketCapMinor,
  employees: companies.employees,
  founded: companies.founded,
};

/** The texts a company card shows; the list reads only these of its translations. */
const SUMMARY_TEXTS = ['description', 'sector', 'industry'] as const;

function summaryColumns(lang: ContentLanguage) {
  return { ...companySummaryColumns, translations: translationsIn(companies.translations, lang, SUMMARY_TEXTS) };
}

function toSummary({ translations, ...row }: CompanySummary & { translations: unknown }, lang: ContentLanguage) {
  const { description, sector, industry } = row;
  return { ...row, ...localize({ description, sector, industry }, translations, lang) };
}

/** Every column but `translations`, which a read takes in its language only. */
const { translations: _translations, ...companyColumns } = getTableColumns(companies);

const SORT_COLUMNS = {
  name: companies.name,
  price: companies.currentPriceMinor,
  change: companies.changeBasisPoints,
  market_cap: companies.marketCapMinor,
} as const;

export function createCompaniesRepo(db: Db) {
  return {
    async list(query: CompanyListQuery, lang: ContentLanguage): Promise<CompanySummary[]> {
      const filters: SQL[] = [eq(companies.isListed, true)];
      if (query.search) {
        const pattern = likeContains(query.search);
        filters.push(or(ilike(companies.name, pattern), ilike(companies.symbol, pattern))!);
      }
      if (query.category) filters.push(sql`lower(${companies.category}) = lower(${query.category})`);
      const column = SORT_COLUMNS[query.sort];
      const direction = query.order ?? (query.sort === 'name' ? 'asc' : 'desc');
      const orderBy = direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
      const rows = await db
        .select(summaryColumns(lang))
        .from(companies)
        .where(and(...filters))
        .orderBy(orderBy, asc(companies.name));
      return rows.map((row) => toSummary(row, lang));
    },

    async categories(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ category: companies.category })
        .from(companies)
        .where(eq(companies.isListed, true))
        .orderBy(asc(companies.category));
      return rows.map((r) => r.category);
    },

    /** One company, its texts in `lang` (English for any field without one). */
    async findById(id: string, lang: ContentLanguage) {
      const [row] = await db
        .select({ ...companyColumns, texts: translationsIn(companies.translations, lang, COMPANY_TRANSLATED_FIELDS) })
        .from(companies)
        .where(eq(companies.id, id))
        .limit(1);
      if (!row) return null;
      const { texts, ...company } = row;
      const english = Object.fromEntries(COMPANY_TRANSLATED_FIELDS.map((f) => [f, company[f]])) as Record<
        (typeof COMPANY_TRANSLATED_FIELDS)[number],
        string | null
      >;
      return { ...company, ...localize(english, texts, lang) };
    },

    async leadership(companyId: string, lang: ContentLanguage) {
      const rows = await db
        .select({
          id: managementProfiles.id,
          name: managementProfiles.name,
          position: managementProfiles.position,
          bio: managementProfiles.bio,
          education: managementProfiles.education,
          translations: translationsIn(managementProfiles.translations, lang, LEADER_TRANSLATED_FIELDS),
        })
        .from(managementProfiles)
        .where(eq(managementProfiles.companyId, companyId))
        .orderBy(asc(managementProfiles.sortOrder), asc(managementProfiles.name));
      return rows.map(({ translations, id, name, position, bio, education }) => ({
        id,
        name,
        ...localize({ position, bio, education }, translations, lang),
      }));
    },

    /** The last 4 quarters, newest first (docs/rules.md#companies-and-news). */
    financials(companyId: string) {
      return db
        .select({
          quarter: companyFinancials.quarter,
          revenueMinor: companyFinancials.revenueMinor,
          netIncomeMinor: companyFinancials.netIncomeMinor,
          totalAssetsMinor: companyFinancials.totalAssetsMinor,
          earningsPerShareMinor: companyFinancials.earningsPerShareMinor,
          publishedAt: companyFinancials.publishedAt,
        })
        .from(companyFinancials)
        .where(eq(companyFinancials.companyId, companyId))
        .orderBy(desc(companyFinancials.publishedAt))
        .limit(4);
    },

    /** Landing: the biggest movers up since the open (docs/rules.md#companies-and-news). */
    async topByChange(limit: number, lang: ContentLanguage): Promise<CompanySummary[]> {
      const rows = await db
        .select(summaryColumns(lang))
        .from(companies)
        .where(eq(companies.isListed, true))
        .orderBy(desc(companies.changeBasisPoints), asc(companies.name))
        .limit(limit);
      return rows.map((row) => toSummary(row, lang));
    },

    async countListed(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(companies)
        .where(eq(companies.isListed, true));
      return row?.n ?? 0;
    },
  };
}
export type CompaniesRepo = ReturnType<typeof createCompaniesRepo>;

import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyListQuery } from '#core/schemas/companies';
import type { Db } from '../../db/client';
import { companies, companyFinancials, managementProfiles } from '../../db/schema';

export const companySummaryColumns = {
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

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const SORT_COLUMNS = {
  name: companies.name,
  price: companies.currentPriceMinor,
  change: companies.changeBasisPoints,
  market_cap: companies.marketCapMinor,
} as const;

export function createCompaniesRepo(db: Db) {
  return {
    async list(query: CompanyListQuery) {
      const filters: SQL[] = [eq(companies.isListed, true)];
      if (query.search) {
        const pattern = likeContains(query.search);
        filters.push(or(ilike(companies.name, pattern), ilike(companies.symbol, pattern))!);
      }
      if (query.category) filters.push(sql`lower(${companies.category}) = lower(${query.category})`);
      const column = SORT_COLUMNS[query.sort];
      const direction = query.order ?? (query.sort === 'name' ? 'asc' : 'desc');
      const orderBy = direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
      return db
        .select(companySummaryColumns)
        .from(companies)
        .where(and(...filters))
        .orderBy(orderBy, asc(companies.name));
    },

    async categories(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ category: companies.category })
        .from(companies)
        .where(eq(companies.isListed, true))
        .orderBy(asc(companies.category));
      return rows.map((r) => r.category);
    },

    async findById(id: string) {
      const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
      return row ?? null;
    },

    leadership(companyId: string) {
      return db
        .select({
          id: managementProfiles.id,
          name: managementProfiles.name,
          position: managementProfiles.position,
          bio: managementProfiles.bio,
          education: managementProfiles.education,
        })
        .from(managementProfiles)
        .where(eq(managementProfiles.companyId, companyId))
        .orderBy(asc(managementProfiles.sortOrder), asc(managementProfiles.name));
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
    topByChange(limit: number) {
      return db
        .select(companySummaryColumns)
        .from(companies)
        .where(eq(companies.isListed, true))
        .orderBy(desc(companies.changeBasisPoints), asc(companies.name))
        .limit(limit);
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

import type { ContentLanguage } from '#core/content-language';
import type { CompanyDetail, CompanyList, CompanyListQuery } from '#core/schemas/companies';
import { notFound } from '../../http/http-error';
import { ReadCache } from '../../lib/read-cache';
import type { NewsRepo } from '../news';
import type { CompaniesRepo } from './companies.repo';

/** A company's page shows its latest 6 news items (docs/rules.md#companies-and-news). */
export const DETAIL_NEWS_LIMIT = 6;

export function createCompaniesService(deps: { companies: CompaniesRepo; news: NewsRepo; cacheTtlMs: number }) {
  // The directory and detail pages are the most-read pages and change at most once per market
  // tick: serve them from memory for a short while instead of querying on every request. Each
  // language is its own entry.
  const lists = new ReadCache<CompanyList>(deps.cacheTtlMs);
  const details = new ReadCache<CompanyDetail>(deps.cacheTtlMs, 1_500);

  async function loadList(query: CompanyListQuery, lang: ContentLanguage): Promise<CompanyList> {
    const [companies, categories] = await Promise.all([deps.companies.list(query, lang), deps.companies.categories()]);
    return { companies, categories };
  }

  async function loadDetail(id: string, lang: ContentLanguage): Promise<CompanyDetail> {
    const company = await deps.companies.findById(id, lang);
    if (!company) throw notFound('company_not_found', 'Company not found');
    const [leadership, financials, news] = await Promise.all([
      deps.companies.leadership(id, lang),
      deps.companies.financials(id),
      deps.news.byCompany(id, DETAIL_NEWS_LIMIT, lang),
    ]);
    return {
      id: company.id,
      name: company.name,
      symbol: company.symbol,
      logo: company.logo,
      category: company.category,
      description: company.description,
      sector: company.sector,
      industry: company.industry,
      priceMinor: company.currentPriceMinor,
      changeBp: company.changeBasisPoints,
      volume: company.volume,
      marketCapMinor: company.marketCapMinor,
      employees: company.employees,
      founded: company.founded,
      story: company.story,
      ceo: company.ceo,
      headquarters: company.headquarters,
      website: company.website,
      businessModel: company.businessModel,
      competitiveAdvantages: company.competitiveAdvantages,
      keyRisks: company.keyRisks,
      leadership,
      financials: financials.map((f) => ({
        ...f,
        publishedAt: f.publishedAt.toISOString(),
      })),
      news,
    };
  }

  return {
    list(query: CompanyListQuery, lang: ContentLanguage): Promise<CompanyList> {
      const key = JSON.stringify([
        lang,
        query.search?.toLowerCase() ?? '',
        query.category?.toLowerCase() ?? '',
        query.sort,
        query.order ?? '',
      ]);
      return lists.get(key, () => loadList(query, lang));
    },
    detail(id: string, lang: ContentLanguage): Promise<CompanyDetail> {
      return details.get(`${lang}|${id}`, () => loadDetail(id, lang));
    },
    /** Writers (admin edits, the market engine) call this so their change shows at once. */
    invalidate(): void {
      lists.invalidate();
      details.invalidate();
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;

import type { CompanyDetail, CompanyList, CompanyListQuery } from '#core/schemas/companies';
import { notFound } from '../../http/http-error';
import type { NewsRepo } from '../news';
import type { CompaniesRepo } from './companies.repo';

/** SPEC §9: company detail shows the latest 6 news items. */
export const DETAIL_NEWS_LIMIT = 6;

export function createCompaniesService(deps: { companies: CompaniesRepo; news: NewsRepo }) {
  return {
    async list(query: CompanyListQuery): Promise<CompanyList> {
      const [companies, categories] = await Promise.all([deps.companies.list(query), deps.companies.categories()]);
      return { companies, categories };
    },

    async detail(id: string): Promise<CompanyDetail> {
      const company = await deps.companies.findById(id);
      if (!company) throw notFound('company_not_found', 'Company not found');
      const [leadership, financials, news] = await Promise.all([
        deps.companies.leadership(id),
        deps.companies.financials(id),
        deps.news.byCompany(id, DETAIL_NEWS_LIMIT),
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
        financials: financials.map((f) => ({ ...f, publishedAt: f.publishedAt.toISOString() })),
        news,
      };
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;

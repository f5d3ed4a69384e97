import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentLanguage } from '#core/content-language';
import type { CompanyList } from '#core/schemas/companies';
import { apiGet } from '../../../lib/api-client';
import { useContentLanguage } from '../../../lib/content-language';

/** What the directory filters by; empty strings mean "no filter". */
export interface CompaniesFilter {
  search: string;
  category: string;
}

/** GET /api/companies?search=&category=&lang=: the listed companies (sorted by name) and every category. */
export function getCompanies({ search, category }: CompaniesFilter, lang: ContentLanguage): Promise<CompanyList> {
  return apiGet<CompanyList>('/companies', { search: search || undefined, category: category || undefined, lang });
}

export function companiesQueryOptions(filter: CompaniesFilter, lang: ContentLanguage) {
  return queryOptions({
    queryKey: ['companies', 'list', filter, lang] as const,
    queryFn: () => getCompanies(filter, lang),
    // Keep showing the previous results while a new search or category loads: no flashing grid.
    placeholderData: keepPreviousData,
  });
}

export function useCompanies(filter: CompaniesFilter) {
  return useQuery(companiesQueryOptions(filter, useContentLanguage()));
}

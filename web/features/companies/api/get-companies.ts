import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyList } from '#core/schemas/companies';
import { apiGet } from '../../../lib/api-client';

/** What the directory filters by; empty strings mean "no filter". */
export interface CompaniesFilter {
  search: string;
  category: string;
}

/** GET /api/companies?search=&category=: the listed companies (sorted by name) and every category. */
export function getCompanies({ search, category }: CompaniesFilter): Promise<CompanyList> {
  return apiGet<CompanyList>('/companies', { search: search || undefined, category: category || undefined });
}

export function companiesQueryOptions(filter: CompaniesFilter) {
  return queryOptions({
    queryKey: ['companies', 'list', filter] as const,
    queryFn: () => getCompanies(filter),
    // Keep showing the previous results while a new search or category loads: no flashing grid.
    placeholderData: keepPreviousData,
  });
}

export function useCompanies(filter: CompaniesFilter) {
  return useQuery(companiesQueryOptions(filter));
}

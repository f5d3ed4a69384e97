import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyList } from '#core/schemas/companies';
import { apiGet } from '../../../lib/api-client';

/** GET /api/companies: every listed company, searched in the browser by Quick Company Search. */
export function getSearchCompanies(): Promise<CompanyList> {
  return apiGet<CompanyList>('/companies');
}

export function searchCompaniesQueryOptions() {
  return queryOptions({
    // The directory's unfiltered list: one cache entry, kept live by the realtime price ticks.
    queryKey: ['companies', 'list', { search: '', category: '' }] as const,
    queryFn: getSearchCompanies,
    staleTime: 60_000,
  });
}

/** `enabled` false: only what is already cached (the search asks once the player starts on it). */
export function useSearchCompanies(enabled = true) {
  return useQuery({ ...searchCompaniesQueryOptions(), enabled });
}

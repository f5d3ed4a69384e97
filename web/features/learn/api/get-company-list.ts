import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyList } from '#core/schemas/companies';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/companies: every listed company, by name. The directory's unfiltered key, so the two
 * share one answer, and the socket's price ticks reach it too (web/lib/realtime).
 */
export const companyListQueryOptions = queryOptions({
  queryKey: ['companies', 'list', { search: '', category: '' }] as const,
  queryFn: () => apiGet<CompanyList>('/companies'),
  staleTime: 30_000,
});

export function useCompanyList() {
  return useQuery(companyListQueryOptions);
}

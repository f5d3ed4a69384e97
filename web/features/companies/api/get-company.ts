import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyDetail } from '#core/schemas/companies';
import { apiGet } from '../../../lib/api-client';

/** GET /api/companies/{id}: 400 for a malformed id, 404 `company_not_found` for an unknown one. */
export function getCompany(id: string): Promise<CompanyDetail> {
  return apiGet<CompanyDetail>(`/companies/${encodeURIComponent(id)}`);
}

export function companyQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['companies', 'detail', id] as const,
    queryFn: () => getCompany(id),
  });
}

export function useCompany(id: string) {
  return useQuery(companyQueryOptions(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyDetail } from '#core/schemas/companies';
import { apiGet } from '../../../lib/api-client';

/** GET /api/companies/{id}: price, market cap and the last four quarters (the company page's key). */
export const companyDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['companies', 'detail', id] as const,
    queryFn: () => apiGet<CompanyDetail>(`/companies/${encodeURIComponent(id)}`),
  });

export function useCompanyDetail(id: string | undefined) {
  return useQuery({ ...companyDetailQueryOptions(id ?? ''), enabled: !!id });
}

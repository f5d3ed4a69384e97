import { useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '#core/schemas/companies';
import { apiGet } from '../../../../lib/api-client';

/** GET /api/companies: the news form's company dropdown. */
export function useCompanyOptions() {
  return useQuery({
    queryKey: ['companies', 'for-news-form'],
    queryFn: async () => (await apiGet<{ companies: CompanySummary[] }>('/companies')).companies,
  });
}

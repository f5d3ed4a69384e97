import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyList } from '#core/schemas/companies';
import { apiGet } from '../../../lib/api-client';
import { byMarketCapDesc } from '../lib/company-filter';

/**
 * Prices move with every market tick. The realtime socket writes ticks into every cached
 * ['companies', 'list', ...] query (web/lib/realtime); this refetch is the fallback without it.
 */
const REFRESH_MS = 30_000;
const SORT = { sort: 'market_cap', order: 'desc' } as const;

/** GET /api/companies?sort=market_cap&order=desc: every listed company, biggest first. */
export function getTradeCompanies(): Promise<CompanyList> {
  return apiGet<CompanyList>('/companies', SORT);
}

export const tradeCompaniesQueryOptions = queryOptions({
  queryKey: ['companies', 'list', SORT] as const,
  queryFn: getTradeCompanies,
  // Sorted here as well, so the order holds whatever the server's default becomes.
  select: (list: CompanyList) => [...list.companies].sort(byMarketCapDesc),
  refetchInterval: REFRESH_MS,
  staleTime: 10_000,
});

export function useTradeCompanies() {
  return useQuery(tradeCompaniesQueryOptions);
}

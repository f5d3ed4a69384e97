import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Landing } from '#core/schemas/companies';
import { apiGet } from '../../../lib/api-client';

/** GET /api/landing: counts, the top 6 companies and the 3 latest news items (docs/rules.md#companies-and-news). */
export function getLanding(): Promise<Landing> {
  return apiGet<Landing>('/landing');
}

export const landingQueryOptions = queryOptions({
  queryKey: ['landing'] as const,
  queryFn: getLanding,
});

export function useLanding() {
  return useQuery(landingQueryOptions);
}

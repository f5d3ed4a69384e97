import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileStats } from '#core/schemas/profile';
import { apiGet } from '../../../lib/api-client';

/** GET /api/me/stats: wallet, portfolio value, overall gain and trading figures of the signed-in user. */
export function getProfileStats(): Promise<ProfileStats> {
  return apiGet<ProfileStats>('/me/stats');
}

export const profileStatsQueryOptions = queryOptions({
  queryKey: ['profile', 'stats'] as const,
  queryFn: getProfileStats,
});

export function useProfileStats() {
  return useQuery(profileStatsQueryOptions);
}

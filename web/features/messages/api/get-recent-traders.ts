import { useQuery } from '@tanstack/react-query';
import type { RecentTrader } from '#core/schemas/social';
import { apiGet } from '../../../lib/api-client';
import { socialKeys } from '../../../lib/social-cache';

/** GET /api/friends/recent-traders. */
export function useRecentTraders() {
  return useQuery({
    queryKey: socialKeys.recentTraders,
    queryFn: async () => (await apiGet<{ traders: RecentTrader[] }>('/friends/recent-traders')).traders,
  });
}

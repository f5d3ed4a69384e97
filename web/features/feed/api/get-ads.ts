import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ad } from '#core/schemas/feed';
import { apiGet } from '../../../lib/api-client';

/** GET /api/ads: the active ads, by display order; the feed shows no others. */
export async function getAds(): Promise<Ad[]> {
  return (await apiGet<{ ads: Ad[] }>('/ads')).ads;
}

export function adsQueryOptions() {
  return queryOptions({
    queryKey: ['feed', 'ads'] as const,
    queryFn: getAds,
    staleTime: 5 * 60_000,
  });
}

export function useAds() {
  return useQuery(adsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentLanguage } from '#core/content-language';
import type { Ad } from '#core/schemas/feed';
import { apiGet } from '../../../lib/api-client';
import { useContentLanguage } from '../../../lib/content-language';

/** GET /api/ads?lang=: the active ads, highest display order first; the feed shows no others. */
export async function getAds(lang: ContentLanguage): Promise<Ad[]> {
  return (await apiGet<{ ads: Ad[] }>('/ads', { lang })).ads;
}

export function adsQueryOptions(lang: ContentLanguage) {
  return queryOptions({
    queryKey: ['feed', 'ads', lang] as const,
    queryFn: () => getAds(lang),
    staleTime: 5 * 60_000,
  });
}

export function useAds() {
  return useQuery(adsQueryOptions(useContentLanguage()));
}

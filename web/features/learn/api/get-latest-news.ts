import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentLanguage } from '#core/content-language';
import type { FeedPage } from '#core/schemas/feed';
import { apiGet } from '../../../lib/api-client';
import { useContentLanguage } from '../../../lib/content-language';

/** GET /api/feed?lang= (its first page): the latest headlines, newest first, each with its company's price. */
export const latestNewsQueryOptions = (lang: ContentLanguage) =>
  queryOptions({
    queryKey: ['learn', 'latest-news', lang] as const,
    queryFn: () => apiGet<FeedPage>('/feed', { lang }).then((page) => page.items),
    staleTime: 60_000,
  });

export function useLatestNews() {
  return useQuery(latestNewsQueryOptions(useContentLanguage()));
}

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ContentLanguage } from '#core/content-language';
import type { FeedPage } from '#core/schemas/feed';
import { apiGet } from '../../../lib/api-client';
import { useContentLanguage } from '../../../lib/content-language';

/** GET /api/feed?cursor=&lang=: one page of the news feed (10 items, newest first); nextCursor is null at the end. */
export function getFeedPage(cursor: string | null, lang: ContentLanguage): Promise<FeedPage> {
  return apiGet<FeedPage>('/feed', { cursor: cursor ?? undefined, lang });
}

export function feedQueryOptions(lang: ContentLanguage) {
  return infiniteQueryOptions({
    queryKey: ['feed', 'news', lang] as const,
    queryFn: ({ pageParam }) => getFeedPage(pageParam, lang),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Prices move, but the pages the player already scrolled through should not jump under them.
    staleTime: 60_000,
  });
}

export function useFeed() {
  return useInfiniteQuery(feedQueryOptions(useContentLanguage()));
}

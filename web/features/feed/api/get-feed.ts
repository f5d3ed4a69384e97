import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FeedPage } from '#core/schemas/feed';
import { apiGet } from '../../../lib/api-client';

/** GET /api/feed?cursor=: one page of the news feed (10 items, newest first); nextCursor is null at the end. */
export function getFeedPage(cursor: string | null): Promise<FeedPage> {
  return apiGet<FeedPage>('/feed', { cursor: cursor ?? undefined });
}

export function feedQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['feed', 'news'] as const,
    queryFn: ({ pageParam }) => getFeedPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Prices move, but the pages the player already scrolled through should not jump under them.
    staleTime: 60_000,
  });
}

export function useFeed() {
  return useInfiniteQuery(feedQueryOptions());
}

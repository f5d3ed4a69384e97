import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedPage } from '#core/schemas/feed';
import { apiGet } from '../../../lib/api-client';

/** GET /api/feed (its first page): the latest headlines, newest first, each with its company's price. */
export const latestNewsQueryOptions = queryOptions({
  queryKey: ['learn', 'latest-news'] as const,
  queryFn: () => apiGet<FeedPage>('/feed').then((page) => page.items),
  staleTime: 60_000,
});

export function useLatestNews() {
  return useQuery(latestNewsQueryOptions);
}

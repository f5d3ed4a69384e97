import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminNewsPage } from '#core/schemas/admin/news';
import { apiGet } from '../../../../lib/api-client';
import { adminKey } from '../../api/admin-keys';

/** Every cached read of the News tab: its pages, whatever the search, and each item's detail. */
export const adminNewsKey = adminKey('news');

/** GET /api/admin/news?q=&cursor=: 25 items a page, newest first; nextCursor is null at the end. */
export function getAdminNews(q: string, cursor: string | null): Promise<AdminNewsPage> {
  return apiGet<AdminNewsPage>('/admin/news', { q: q || undefined, cursor: cursor ?? undefined });
}

export function adminNewsQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: [...adminNewsKey, { q }] as const,
    queryFn: ({ pageParam }) => getAdminNews(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While a new search loads, the previous results stay (no flash of the spinner per keystroke).
    placeholderData: keepPreviousData,
  });
}

export function useAdminNews(q: string) {
  return useInfiniteQuery(adminNewsQueryOptions(q));
}

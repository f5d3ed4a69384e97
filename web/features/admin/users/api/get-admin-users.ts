import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUsersPage } from '#core/schemas/admin/users';
import { apiGet } from '../../../../lib/api-client';
import { adminKey } from '../../api/admin-keys';

/** Every cached page of the users list, whatever the search (writes invalidate them all). */
export const adminUsersKey = adminKey('users');

/** GET /api/admin/users?q=&cursor=: 50 users a page, newest first; nextCursor is null at the end. */
export function getAdminUsers(q: string, cursor: string | null): Promise<AdminUsersPage> {
  return apiGet<AdminUsersPage>('/admin/users', { q: q || undefined, cursor: cursor ?? undefined });
}

export function adminUsersQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: [...adminUsersKey, { q }] as const,
    queryFn: ({ pageParam }) => getAdminUsers(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While a new search loads, the previous results stay (no flash of the spinner per keystroke).
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(q: string) {
  return useInfiniteQuery(adminUsersQueryOptions(q));
}

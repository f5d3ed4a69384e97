import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminAuditPage } from '#core/schemas/admin/audit';
import { apiGet } from '../../../../lib/api-client';
import { adminKey } from '../../api/admin-keys';

/** GET /api/admin/audit?q=&cursor=: 50 entries a page, newest first. */
export function getAdminAudit(q: string, cursor: string | null): Promise<AdminAuditPage> {
  return apiGet<AdminAuditPage>('/admin/audit', { q: q || undefined, cursor: cursor ?? undefined });
}

export function adminAuditQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: adminKey('audit', { q }),
    queryFn: ({ pageParam }) => getAdminAudit(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function useAdminAudit(q: string) {
  return useInfiniteQuery(adminAuditQueryOptions(q));
}

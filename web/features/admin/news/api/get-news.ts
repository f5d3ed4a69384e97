import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminNewsItem } from '#core/schemas/admin/news';
import { apiGet } from '../../../../lib/api-client';
import { adminKey } from '../../api/admin-keys';

export const adminNewsKey = adminKey('news');

/** GET /api/admin/news?q=. */
export function useAdminNews(q: string) {
  return useQuery({
    queryKey: [...adminNewsKey, { q }],
    queryFn: async () => (await apiGet<{ news: AdminNewsItem[] }>('/admin/news', { q: q || undefined })).news,
    placeholderData: keepPreviousData,
  });
}

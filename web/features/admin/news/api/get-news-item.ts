import { useQuery } from '@tanstack/react-query';
import type { AdminNewsDetail } from '#core/schemas/admin/news';
import { apiGet } from '../../../../lib/api-client';
import { adminNewsKey } from './get-news';

/** GET /api/admin/news/{id}: the item with its Hebrew and Spanish, for its edit form; off for a new item. */
export function useAdminNewsItem(id: string | null) {
  return useQuery({
    queryKey: [...adminNewsKey, 'detail', id],
    queryFn: () => apiGet<AdminNewsDetail>(`/admin/news/${id}`),
    enabled: id !== null,
  });
}

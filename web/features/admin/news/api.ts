import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminNewsItem, NewsFormInput } from '#core/schemas/admin/news';
import { apiGet, apiSend } from '../../../lib/api-client';
import { adminKey } from '../api/admin-keys';

export const adminNewsKey = adminKey('news');

export function useAdminNews(q: string) {
  return useQuery({
    queryKey: [...adminNewsKey, { q }],
    queryFn: async () => (await apiGet<{ news: AdminNewsItem[] }>('/admin/news', { q: q || undefined })).news,
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminNewsKey }),
      client.invalidateQueries({ queryKey: adminKey('stats') }),
      client.invalidateQueries({ queryKey: adminKey('audit') }),
    ]);
}

export function useSaveNews() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, form }: { id: string | null; form: NewsFormInput }) =>
      id
        ? apiSend<AdminNewsItem>('PUT', `/admin/news/${id}`, form)
        : apiSend<AdminNewsItem>('POST', '/admin/news', form),
    onSuccess: invalidate,
  });
}

export function useDeleteNews() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => apiSend('DELETE', `/admin/news/${id}`), onSuccess: invalidate });
}

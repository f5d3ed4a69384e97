import { useMutation } from '@tanstack/react-query';
import type { AdminNewsItem, NewsFormInput } from '#core/schemas/admin/news';
import { apiSend } from '../../../../lib/api-client';
import { useInvalidateNews } from './invalidate-news';

/** POST /api/admin/news for a new item, PUT /api/admin/news/{id} for an edit. */
export function useSaveNews() {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: ({ id, form }: { id: string | null; form: NewsFormInput }) =>
      id
        ? apiSend<AdminNewsItem>('PUT', `/admin/news/${id}`, form)
        : apiSend<AdminNewsItem>('POST', '/admin/news', form),
    onSuccess: invalidate,
  });
}

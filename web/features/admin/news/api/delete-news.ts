import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../../lib/api-client';
import { useInvalidateNews } from './invalidate-news';

/** DELETE /api/admin/news/{id}. */
export function useDeleteNews() {
  const invalidate = useInvalidateNews();
  return useMutation({ mutationFn: (id: string) => apiSend('DELETE', `/admin/news/${id}`), onSuccess: invalidate });
}

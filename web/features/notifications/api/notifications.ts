import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkRead, NotificationList } from '#core/schemas/notifications';
import { apiGet, apiSend } from '../../../lib/api-client';

/** Everything under ['notifications'] reloads when the socket says a new one came (web/lib/realtime). */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  pages: ['notifications', 'pages'] as const,
};

/** The bell's count: the newest notification is not needed, only `unread`. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: () => apiGet<NotificationList>('/notifications', { limit: '1' }),
    select: (list) => list.unread,
    enabled,
    staleTime: 60_000,
  });
}

/** The list, newest first, a page at a time. */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: notificationKeys.pages,
    queryFn: ({ pageParam }) => apiGet<NotificationList>('/notifications', { before: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkRead) => apiSend<{ unread: number }>('POST', '/notifications/read', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { socialKeys } from '../../../lib/social-cache';

/** POST /api/chat/{userId}/read; the friends list's unread counts change with it. */
export function useMarkRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<{ read: number }>('POST', `/chat/${userId}/read`),
    onSuccess: ({ read }) => {
      if (read > 0) void queryClient.invalidateQueries({ queryKey: socialKeys.friends });
    },
  });
}

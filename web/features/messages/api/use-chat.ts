import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatHistory, ChatMessage } from '#core/schemas/social';
import { apiGet, apiSend } from '../../../lib/api-client';
import { addMessage, socialKeys } from '../../../lib/social-cache';

/** A conversation, newest page first; older pages on demand. */
export function useChat(userId: string) {
  return useInfiniteQuery({
    queryKey: socialKeys.chat(userId),
    queryFn: ({ pageParam }) =>
      apiGet<ChatHistory>(`/chat/${userId}`, { before: pageParam === null ? undefined : String(pageParam) }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}

export function useSendMessage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiSend<ChatMessage>('POST', `/chat/${userId}`, { body }),
    // The socket brings the message too; adding it here shows it at once even if the socket is down.
    onSuccess: (message) => addMessage(queryClient, userId, message),
  });
}

export function useMarkRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<{ read: number }>('POST', `/chat/${userId}/read`),
    onSuccess: ({ read }) => {
      if (read > 0) void queryClient.invalidateQueries({ queryKey: socialKeys.friends });
    },
  });
}

export function useReportMessage() {
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: number; reason: string }) =>
      apiSend<{ reported: boolean }>('POST', '/reports', { messageId, reason }),
  });
}

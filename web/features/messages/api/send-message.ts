import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '#core/schemas/social';
import { apiSend } from '../../../lib/api-client';
import { addMessage } from '../../../lib/social-cache';

/** POST /api/chat/{userId}. */
export function useSendMessage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiSend<ChatMessage>('POST', `/chat/${userId}`, { body }),
    // The socket brings the message too; adding it here shows it at once even if the socket is down.
    onSuccess: (message) => addMessage(queryClient, userId, message),
  });
}

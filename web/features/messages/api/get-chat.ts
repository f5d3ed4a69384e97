import { useInfiniteQuery } from '@tanstack/react-query';
import type { ChatHistory } from '#core/schemas/social';
import { apiGet } from '../../../lib/api-client';
import { socialKeys } from '../../../lib/social-cache';

/** GET /api/chat/{userId}: a conversation, newest page first; older pages on demand. */
export function useChat(userId: string) {
  return useInfiniteQuery({
    queryKey: socialKeys.chat(userId),
    queryFn: ({ pageParam }) =>
      apiGet<ChatHistory>(`/chat/${userId}`, { before: pageParam === null ? undefined : String(pageParam) }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}

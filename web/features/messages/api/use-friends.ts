import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FriendsOverview, RecentTrader } from '#core/schemas/social';
import { apiGet, apiSend } from '../../../lib/api-client';
import { socialKeys } from '../../../lib/social-cache';

export function useFriends() {
  return useQuery({ queryKey: socialKeys.friends, queryFn: () => apiGet<FriendsOverview>('/friends') });
}

export function useRecentTraders() {
  return useQuery({
    queryKey: socialKeys.recentTraders,
    queryFn: async () => (await apiGet<{ traders: RecentTrader[] }>('/friends/recent-traders')).traders,
  });
}

/** Every friends-list change reloads the list (the other side hears of it over the socket). */
function useFriendsMutation<V, R>(send: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: socialKeys.friends });
      void queryClient.invalidateQueries({ queryKey: socialKeys.recentTraders });
    },
  });
}

export const useSendFriendRequest = () =>
  useFriendsMutation((username: string) =>
    apiSend<{ status: 'pending' | 'accepted' }>('POST', '/friends/requests', { username }),
  );

export const useAnswerRequest = () =>
  useFriendsMutation(({ id, answer }: { id: string; answer: 'accept' | 'decline' | 'cancel' }) =>
    apiSend('POST', `/friends/requests/${id}/${answer}`),
  );

export const useRemoveFriend = () => useFriendsMutation((userId: string) => apiSend('DELETE', `/friends/${userId}`));

export const useBlock = () => useFriendsMutation((username: string) => apiSend('POST', '/blocks', { username }));

export const useUnblock = () => useFriendsMutation((userId: string) => apiSend('DELETE', `/blocks/${userId}`));

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { socialKeys } from '../../../lib/social-cache';

/** Every friends-list change reloads the list (the other side hears of it over the socket). */
export function useFriendsMutation<V, R>(send: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: socialKeys.friends });
      void queryClient.invalidateQueries({ queryKey: socialKeys.suggestions });
      void queryClient.invalidateQueries({ queryKey: ['social', 'search'] });
    },
  });
}

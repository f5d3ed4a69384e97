import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { DeleteAccount } from '#core/schemas/account-deletion';
import { apiSend } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/session';

/** POST /api/me/delete-account: the answer also expires the session cookie. */
export function deleteAccount(body: DeleteAccount): Promise<{ ok: true }> {
  return apiSend<{ ok: true }>('POST', '/me/delete-account', body);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/** After the deletion this browser forgets the player, as a sign-out does. */
export function forgetDeletedPlayer(client: QueryClient) {
  client.setQueryData(meQueryOptions.queryKey, null);
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
}

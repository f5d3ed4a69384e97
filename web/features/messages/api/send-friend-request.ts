import { apiSend } from '../../../lib/api-client';
import { useFriendsMutation } from './friends-mutation';

/** POST /api/friends/requests: accepted at once when the other side had asked too. */
export const useSendFriendRequest = () =>
  useFriendsMutation((username: string) =>
    apiSend<{ status: 'pending' | 'accepted' }>('POST', '/friends/requests', { username }),
  );

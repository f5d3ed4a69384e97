import { apiSend } from '../../../lib/api-client';
import { useFriendsMutation } from './friends-mutation';

/** DELETE /api/friends/{userId}. */
export const useRemoveFriend = () => useFriendsMutation((userId: string) => apiSend('DELETE', `/friends/${userId}`));

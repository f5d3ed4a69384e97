import { apiSend } from '../../../lib/api-client';
import { useFriendsMutation } from './friends-mutation';

/** DELETE /api/blocks/{userId}. */
export const useUnblock = () => useFriendsMutation((userId: string) => apiSend('DELETE', `/blocks/${userId}`));

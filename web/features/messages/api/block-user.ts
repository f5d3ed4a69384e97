import { apiSend } from '../../../lib/api-client';
import { useFriendsMutation } from './friends-mutation';

/** POST /api/blocks. */
export const useBlock = () => useFriendsMutation((username: string) => apiSend('POST', '/blocks', { username }));

import { apiSend } from '../../../lib/api-client';
import { useFriendsMutation } from './friends-mutation';

/** POST /api/friends/requests/{id}/{accept|decline|cancel}. */
export const useAnswerRequest = () =>
  useFriendsMutation(({ id, answer }: { id: string; answer: 'accept' | 'decline' | 'cancel' }) =>
    apiSend('POST', `/friends/requests/${id}/${answer}`),
  );

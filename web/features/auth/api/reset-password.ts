import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/reset-password: the token from the emailed link sets the new password. */
export function resetPassword(body: { newPassword: string; token: string }): Promise<unknown> {
  return apiSend('POST', '/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

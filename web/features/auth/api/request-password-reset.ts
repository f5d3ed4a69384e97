import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import type { CodeSent } from './sign-up-with-phone';

export type ResetRequest = { method: 'email'; email: string } | { method: 'phone'; phoneNumber: string };

/**
 * Email: POST /api/auth/request-password-reset; the emailed link comes back to /auth?token=...
 * Phone: POST /api/auth/phone/reset/request; a 6-digit code is texted. Both answer 200 whether or
 * not an account exists, so nobody can probe for members.
 */
export async function requestPasswordReset(request: ResetRequest): Promise<CodeSent | null> {
  if (request.method === 'email') {
    await apiSend('POST', '/auth/request-password-reset', { email: request.email, redirectTo: '/auth' });
    return null;
  }
  return apiSend<CodeSent>('POST', '/auth/phone/reset/request', { phoneNumber: request.phoneNumber });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

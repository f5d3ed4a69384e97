import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

export type SignInRequest =
  { method: 'email'; email: string; password: string } | { method: 'phone'; phoneNumber: string; password: string };

/**
 * POST /api/auth/sign-in/email, /api/auth/sign-in/username (what was typed has no @: a login a
 * teacher issued) or /api/auth/phone/sign-in; 401 invalid_credentials when wrong.
 */
export function signIn(request: SignInRequest): Promise<unknown> {
  if (request.method === 'phone')
    return apiSend('POST', '/auth/phone/sign-in', { phoneNumber: request.phoneNumber, password: request.password });
  return request.email.includes('@')
    ? apiSend('POST', '/auth/sign-in/email', { email: request.email, password: request.password })
    : apiSend('POST', '/auth/sign-in/username', { username: request.email, password: request.password });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

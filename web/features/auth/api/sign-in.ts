import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

export type SignInRequest =
  { method: 'email'; email: string; password: string } | { method: 'phone'; phoneNumber: string; password: string };

/** POST /api/auth/sign-in/email or /api/auth/phone/sign-in; 401 invalid_credentials when wrong. */
export function signIn(request: SignInRequest): Promise<unknown> {
  return request.method === 'email'
    ? apiSend('POST', '/auth/sign-in/email', { email: request.email, password: request.password })
    : apiSend('POST', '/auth/phone/sign-in', { phoneNumber: request.phoneNumber, password: request.password });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

export interface EmailSignUp {
  name: string;
  email: string;
  password: string;
  username: string;
}

/** POST /api/auth/sign-up/email: creates the account (with its 50,000 Bolts) and signs it in. */
export function signUpWithEmail(body: EmailSignUp): Promise<unknown> {
  return apiSend('POST', '/auth/sign-up/email', body);
}

export function useSignUpWithEmail() {
  return useMutation({ mutationFn: signUpWithEmail });
}

import { useMutation } from '@tanstack/react-query';
import type { PhoneSignUp } from '#core/schemas/auth';
import { apiSend } from '../../../lib/api-client';

/** The normalised number the code went to, and how long the code lives. */
export interface CodeSent {
  phoneNumber: string;
  expiresInMinutes: number;
}

/** POST /api/auth/phone/sign-up: keeps the registration on the server and texts a 6-digit code. */
export function signUpWithPhone(body: PhoneSignUp): Promise<CodeSent> {
  return apiSend<CodeSent>('POST', '/auth/phone/sign-up', body);
}

export function useSignUpWithPhone() {
  return useMutation({ mutationFn: signUpWithPhone });
}

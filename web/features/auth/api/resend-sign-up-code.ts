import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import type { CodeSent } from './sign-up-with-phone';

/** POST /api/auth/phone/resend: a new code for the registration in progress. */
export function resendSignUpCode(phoneNumber: string): Promise<CodeSent> {
  return apiSend<CodeSent>('POST', '/auth/phone/resend', { phoneNumber });
}

export function useResendSignUpCode() {
  return useMutation({ mutationFn: resendSignUpCode });
}

import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/send-verification-email: a fresh sign-up link, if the account still waits for one. */
export function resendSignUpLink(email: string): Promise<{ status: boolean }> {
  return apiSend<{ status: boolean }>('POST', '/auth/send-verification-email', { email });
}

export function useResendSignUpLink() {
  return useMutation({ mutationFn: resendSignUpLink });
}

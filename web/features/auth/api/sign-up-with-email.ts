import { useMutation } from '@tanstack/react-query';
import type { EmailSignUp, EmailSignUpAccepted } from '#core/schemas/auth';
import { apiSend } from '../../../lib/api-client';

/**
 * POST /api/auth/sign-up/email: mails the address a link that opens the account (with its 50,000
 * Bolts). The answer is the same whether or not the address already has an account.
 */
export function signUpWithEmail(body: EmailSignUp): Promise<EmailSignUpAccepted> {
  return apiSend<EmailSignUpAccepted>('POST', '/auth/sign-up/email', body);
}

export function useSignUpWithEmail() {
  return useMutation({ mutationFn: signUpWithEmail });
}

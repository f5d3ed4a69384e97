import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST /api/consent/{token}: the parent confirms; the link works once. */
export function confirmConsent(token: string): Promise<{ confirmed: true }> {
  return apiSend<{ confirmed: true }>('POST', `/consent/${encodeURIComponent(token)}`);
}

export function useConfirmConsent() {
  return useMutation({ mutationFn: confirmConsent });
}

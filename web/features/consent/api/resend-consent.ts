import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { useRefreshSession } from '../../../lib/session';

/** POST /api/me/consent/resend: the parent's link again, to the same or a new address (3 an hour). */
export function resendConsent(parentEmail?: string): Promise<{ parentEmail: string }> {
  return apiSend<{ parentEmail: string }>('POST', '/me/consent/resend', parentEmail ? { parentEmail } : {});
}

export function useResendConsent() {
  const refresh = useRefreshSession();
  return useMutation({ mutationFn: resendConsent, onSuccess: () => refresh() });
}

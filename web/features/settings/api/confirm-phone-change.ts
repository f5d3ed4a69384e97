import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { useRefreshSession } from '../../../lib/session';

/** POST /api/auth/phone/change/confirm: the code texted to the new number moves the account to it. */
export function confirmPhoneChange(body: { phoneNumber: string; code: string }): Promise<{ phoneNumber: string }> {
  return apiSend('POST', '/auth/phone/change/confirm', body);
}

export function useConfirmPhoneChange() {
  const refreshSession = useRefreshSession();
  return useMutation({ mutationFn: confirmPhoneChange, onSuccess: () => refreshSession() });
}

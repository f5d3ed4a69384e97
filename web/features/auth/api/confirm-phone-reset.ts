import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/phone/reset/confirm: the texted code sets the new password. */
export function confirmPhoneReset(body: { phoneNumber: string; code: string; newPassword: string }) {
  return apiSend<{ ok: boolean }>('POST', '/auth/phone/reset/confirm', body);
}

export function useConfirmPhoneReset() {
  return useMutation({ mutationFn: confirmPhoneReset });
}

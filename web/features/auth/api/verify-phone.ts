import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/phone/verify: the right code creates the account, credits it and signs it in. */
export function verifyPhone(body: { phoneNumber: string; code: string }): Promise<{ userId: string }> {
  return apiSend<{ userId: string }>('POST', '/auth/phone/verify', body);
}

export function useVerifyPhone() {
  return useMutation({ mutationFn: verifyPhone });
}

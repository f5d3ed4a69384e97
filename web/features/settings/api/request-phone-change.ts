import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/phone/change/request: texts a 6-digit code to the new number (409 phone_taken if someone has it). */
export function requestPhoneChange(phoneNumber: string): Promise<{ phoneNumber: string; expiresInMinutes: number }> {
  return apiSend('POST', '/auth/phone/change/request', { phoneNumber });
}

export function useRequestPhoneChange() {
  return useMutation({ mutationFn: requestPhoneChange });
}

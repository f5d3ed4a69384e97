import { apiSend } from '../../../lib/api-client';

/** POST /api/me/referral: right after an email sign-up, credits the friend whose link was used. */
export function claimReferral(code: string): Promise<{ credited: boolean }> {
  return apiSend<{ credited: boolean }>('POST', '/me/referral', { code });
}

import { useMutation } from '@tanstack/react-query';
import type { ReferralLink } from '#core/schemas/profile';
import { apiSend } from '../../../lib/api-client';

/** POST /api/me/referral-link: today's link, made on first use and reused all day. */
export function createReferralLink(): Promise<ReferralLink> {
  return apiSend<ReferralLink>('POST', '/me/referral-link');
}

export function useCreateReferralLink() {
  return useMutation({ mutationFn: createReferralLink });
}

/** The address a friend opens: /auth?ref=CODE on this site. */
export function referralUrl(code: string): string {
  return `${window.location.origin}/auth?ref=${encodeURIComponent(code)}`;
}

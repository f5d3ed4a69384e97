// What a referrer earns when a friend joins with their link and trades, and how many a week: the admins' platform setting, read
// from the server, so the sign-up page and the profile promise what will be paid.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralBonus } from '#core/schemas/auth';
import { MINOR_PER_BOLT } from '#core/money';
import { apiGet } from './api-client';

export const referralBonusQueryOptions = queryOptions({
  queryKey: ['referral-bonus'] as const,
  queryFn: () => apiGet<ReferralBonus>('/referral-bonus'),
  staleTime: 5 * 60_000,
});

/** The referral bonus in whole Bolts, or null until it has loaded. */
export function useReferralBonusBolts(): number | null {
  const bonus = useQuery(referralBonusQueryOptions).data;
  return bonus ? bonus.bonusMinor / MINOR_PER_BOLT : null;
}

/** How many referrals a week are paid, or null until it has loaded. */
export function useReferralWeeklyCap(): number | null {
  return useQuery(referralBonusQueryOptions).data?.weeklyCap ?? null;
}

// When a referral pays (docs/rules.md#referrals). Pure: the facts come from the database.

export type ReferralOutcome = 'credited' | 'capped' | 'refused';

/** The most referrals one player is paid for in a competition week, unless the admins change it. */
export const REFERRAL_WEEKLY_CAP = 5;

export interface ReferralFacts {
  /** The two accounts were seen on one device, or on one address within a day of each other. */
  linked: boolean;
  /** Referrals already paid to the referrer this week. */
  creditedThisWeek: number;
  weeklyCap: number;
}

/** Decided once, at the new player's first trade: linked accounts never pay, then the weekly cap. */
export function decideReferral(facts: ReferralFacts): ReferralOutcome {
  if (facts.linked) return 'refused';
  if (facts.creditedThisWeek >= facts.weeklyCap) return 'capped';
  return 'credited';
}

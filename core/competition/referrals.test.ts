import { describe, expect, it } from 'vitest';
import { decideReferral } from './referrals';

describe('decideReferral', () => {
  it('pays a referral between unlinked accounts while the week has room', () => {
    expect(decideReferral({ linked: false, creditedThisWeek: 0, weeklyCap: 5 })).toBe('credited');
    expect(decideReferral({ linked: false, creditedThisWeek: 4, weeklyCap: 5 })).toBe('credited');
  });

  it('caps the sixth referral of a week at a cap of 5, and every one at a cap of 0', () => {
    expect(decideReferral({ linked: false, creditedThisWeek: 5, weeklyCap: 5 })).toBe('capped');
    expect(decideReferral({ linked: false, creditedThisWeek: 0, weeklyCap: 0 })).toBe('capped');
  });

  it('refuses linked accounts whatever the cap', () => {
    expect(decideReferral({ linked: true, creditedThisWeek: 0, weeklyCap: 5 })).toBe('refused');
    expect(decideReferral({ linked: true, creditedThisWeek: 9, weeklyCap: 5 })).toBe('refused');
  });
});

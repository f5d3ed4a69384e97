import { describe, expect, it } from 'vitest';
import { weeklyGain } from '../support/weekly-gain-oracle';

describe('the weekly gain oracle', () => {
  it('is the change of value since the week began, with outside inflows in the baseline', () => {
    expect(weeklyGain({ startValueMinor: 5_000_000, inflowMinor: 0, valueMinor: 5_500_000 })).toEqual({
      gainMinor: 500_000,
      gainBp: 1_000,
    });
    // Opened this week: the starting grant is the baseline, not a gain.
    expect(weeklyGain({ startValueMinor: 0, inflowMinor: 5_000_000, valueMinor: 4_900_000 })).toEqual({
      gainMinor: -100_000,
      gainBp: -200,
    });
    // A referral bonus is not trading skill.
    expect(weeklyGain({ startValueMinor: 5_000_000, inflowMinor: 50_000, valueMinor: 5_050_000 }).gainMinor).toBe(0);
    expect(weeklyGain({ startValueMinor: 0, inflowMinor: 0, valueMinor: 0 })).toEqual({ gainMinor: 0, gainBp: 0 });
  });

  it('rounds half a basis point away from zero, as the database does', () => {
    // 0.5 bp either way: 1 of 20,000.
    expect(weeklyGain({ startValueMinor: 20_000, inflowMinor: 0, valueMinor: 20_001 }).gainBp).toBe(1);
    expect(weeklyGain({ startValueMinor: 20_000, inflowMinor: 0, valueMinor: 19_999 }).gainBp).toBe(-1);
  });
});

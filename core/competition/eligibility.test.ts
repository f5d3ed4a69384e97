import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIZE_RULES, isEligible, prizeLacks, type EligibilityFacts } from './eligibility';

const close = new Date('2026-11-29T00:00:00Z');
const eligible: EligibilityFacts = {
  traded: true,
  companies: 3,
  maxPositionBp: 4_000,
  heldSince: new Date('2026-11-26T00:00:00Z'),
  verified: true,
};

describe('prize eligibility', () => {
  it('is met at exactly 3 companies, 40% and 3 days at the close', () => {
    expect(prizeLacks(eligible, DEFAULT_PRIZE_RULES, close)).toEqual([]);
    expect(isEligible(eligible, DEFAULT_PRIZE_RULES, close)).toBe(true);
  });

  it('says what a new player lacks, in the order to fix it', () => {
    const fresh = { traded: false, companies: 0, maxPositionBp: 0, heldSince: null, verified: true };
    expect(prizeLacks(fresh, DEFAULT_PRIZE_RULES, close)).toEqual([
      { kind: 'trade' },
      { kind: 'companies', have: 0, need: 3 },
      { kind: 'holding', days: 3, readyAt: null },
    ]);
  });

  it('asks an all-in player for two more companies and a smaller largest position', () => {
    const allIn = { ...eligible, companies: 1, maxPositionBp: 10_000 };
    expect(prizeLacks(allIn, DEFAULT_PRIZE_RULES, close)).toEqual([
      { kind: 'companies', have: 1, need: 3 },
      { kind: 'concentration', largestBp: 10_000, maxBp: 4_000 },
    ]);
  });

  it('tells a position one minute short of 3 days when it gets there', () => {
    const late = { ...eligible, heldSince: new Date('2026-11-26T00:01:00Z') };
    expect(prizeLacks(late, DEFAULT_PRIZE_RULES, close)).toEqual([
      { kind: 'holding', days: 3, readyAt: '2026-11-29T00:01:00.000Z' },
    ]);
  });

  it('keeps an unverified account from the prize, and follows other thresholds', () => {
    expect(prizeLacks({ ...eligible, verified: false }, DEFAULT_PRIZE_RULES, close)).toEqual([{ kind: 'verify' }]);
    const loose = { minCompanies: 1, maxPositionBp: 10_000, minHoldDays: 0 };
    expect(isEligible({ ...eligible, companies: 1, maxPositionBp: 10_000, heldSince: close }, loose, close)).toBe(true);
  });
});

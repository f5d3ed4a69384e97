import { describe, expect, it } from 'vitest';
import { dueEnd, needOf, progressMet, stillCounts, tally } from './assignments';

describe('due day', () => {
  it('an assignment due on the 5th counts until 00:00 UTC on the 6th', () => {
    expect(dueEnd('2026-12-05')!.toISOString()).toBe('2026-12-06T00:00:00.000Z');
    expect(stillCounts('2026-12-05', new Date('2026-12-05T23:59:59.999Z'))).toBe(true);
    expect(stillCounts('2026-12-05', new Date('2026-12-06T00:00:00.000Z'))).toBe(false);
  });

  it('the last day of a month rolls into the next month', () => {
    expect(dueEnd('2026-12-31')!.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('without a due day it always counts', () => {
    expect(dueEnd(null)).toBeNull();
    expect(stillCounts(null, new Date('2100-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('what a student needs', () => {
  it('diversify needs its companies and its sectors', () => {
    expect(needOf({ template: 'diversify', params: { companies: 3, sectors: 2, days: 5 } })).toEqual({
      need: 3,
      sectors: { have: 0, need: 2 },
    });
  });

  it('write_reasons needs its trades; the one-off templates need one', () => {
    expect(needOf({ template: 'write_reasons', params: { trades: 4 } })).toEqual({ need: 4 });
    expect(needOf({ template: 'limit_below_market', params: {} })).toEqual({ need: 1 });
    expect(needOf({ template: 'beat_index', params: {} })).toEqual({ need: 1 });
  });

  it('3 companies in 1 sector does not meet 3 companies from 2 sectors', () => {
    expect(progressMet({ have: 3, need: 3, sectors: { have: 1, need: 2 } })).toBe(false);
    expect(progressMet({ have: 3, need: 3, sectors: { have: 2, need: 2 } })).toBe(true);
    expect(progressMet({ have: 1, need: 2 })).toBe(false);
  });

  it('counts the done among the class', () => {
    expect(tally([{ done: true }, { done: false }, { done: true }])).toEqual({ done: 2, of: 3 });
    expect(tally([])).toEqual({ done: 0, of: 0 });
  });
});

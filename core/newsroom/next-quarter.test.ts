import { describe, expect, it } from 'vitest';
import { seededRandom } from '../market/random';
import { nextQuarterLabel, quarterEnd, reportQuarter } from './next-quarter';
import type { NewsEvent, NewsroomQuarter } from './types';

const q3: NewsroomQuarter = {
  quarter: '2026-Q3',
  revenueMinor: 100_000_000_00,
  netIncomeMinor: 10_000_000_00,
  earningsPerShareMinor: 250,
};
const event = (sentiment: NewsEvent['sentiment'], impactScore: number): NewsEvent => ({
  newsType: 'earnings',
  sentiment,
  impactScore,
});
const afterQ4 = new Date('2027-01-15T10:00:00Z');

describe('quarters', () => {
  it('counts quarters across a year end and knows when each ends', () => {
    expect(nextQuarterLabel('2026-Q3')).toBe('2026-Q4');
    expect(nextQuarterLabel('2026-Q4')).toBe('2027-Q1');
    expect(quarterEnd('2026-Q4').toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(quarterEnd('2027-Q1').toISOString()).toBe('2027-04-01T00:00:00.000Z');
  });
});

describe('reportQuarter', () => {
  it('reports nothing before the next quarter has ended, or without earlier figures', () => {
    expect(reportQuarter(q3, event('positive', 5), new Date('2026-12-31T23:59:59Z'), seededRandom(1))).toBeNull();
    expect(reportQuarter(null, event('positive', 5), afterQ4, seededRandom(1))).toBeNull();
  });

  it('reports the next quarter with figures that follow the mood and grow with the impact', () => {
    const good = reportQuarter(q3, event('positive', 8), afterQ4, seededRandom(2))!;
    const mild = reportQuarter(q3, event('positive', 2), afterQ4, seededRandom(2))!;
    const bad = reportQuarter(q3, event('negative', -8), afterQ4, seededRandom(2))!;
    expect(good.quarter).toBe('2026-Q4');
    expect(good.revenueMinor).toBeGreaterThan(mild.revenueMinor);
    expect(mild.revenueMinor).toBeGreaterThan(q3.revenueMinor);
    expect(bad.revenueMinor).toBeLessThan(q3.revenueMinor);
    expect(good.earningsPerShareMinor).toBeGreaterThan(q3.earningsPerShareMinor);
    expect(bad.earningsPerShareMinor).toBeLessThan(q3.earningsPerShareMinor);
    expect(bad.netIncomeMinor).toBeLessThan(q3.netIncomeMinor);
    for (const r of [good, mild, bad]) {
      for (const v of [r.revenueMinor, r.netIncomeMinor, r.earningsPerShareMinor])
        expect(Number.isInteger(v)).toBe(true);
    }
  });

  it('narrows a loss on good news and deepens it on bad news', () => {
    const loss = { ...q3, netIncomeMinor: -5_000_000_00, earningsPerShareMinor: -80 };
    expect(reportQuarter(loss, event('positive', 6), afterQ4, seededRandom(3))!.netIncomeMinor).toBeGreaterThan(
      loss.netIncomeMinor,
    );
    expect(reportQuarter(loss, event('negative', -6), afterQ4, seededRandom(3))!.earningsPerShareMinor).toBeLessThan(
      loss.earningsPerShareMinor,
    );
  });

  it('moves revenue by at most 1.5% on neutral results', () => {
    for (let seed = 0; seed < 50; seed++) {
      const r = reportQuarter(q3, event('neutral', 0.3), afterQ4, seededRandom(seed))!;
      expect(Math.abs(r.revenueMinor / q3.revenueMinor - 1)).toBeLessThanOrEqual(0.015);
    }
  });
});

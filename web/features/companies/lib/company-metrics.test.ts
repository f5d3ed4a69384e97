import { describe, expect, it } from 'vitest';
import type { Financials } from '#core/schemas/companies';
import {
  companyMetrics,
  parseQuarter,
  profitMarginBp,
  quartersNewestFirst,
  ratioInBasisPoints,
  revenueGrowthBp,
  safeWebsite,
} from './company-metrics';

const quarter = (label: string, publishedAt: string, revenueMinor: number, netIncomeMinor: number): Financials => ({
  quarter: label,
  revenueMinor,
  netIncomeMinor,
  totalAssetsMinor: 0,
  earningsPerShareMinor: 0,
  publishedAt,
});

// The seeded Ambergear Robotics reports, newest first as the API returns them.
const ambergear: Financials[] = [
  quarter('2026-Q3', '2026-10-21T00:00:00.000Z', 42_800_000_000, -3_400_000_000),
  quarter('2026-Q2', '2026-07-21T00:00:00.000Z', 38_600_000_000, -4_100_000_000),
  quarter('2026-Q1', '2026-04-21T00:00:00.000Z', 34_100_000_000, -5_200_000_000),
  quarter('2025-Q4', '2026-01-21T00:00:00.000Z', 31_800_000_000, -4_700_000_000),
];

describe('ratioInBasisPoints', () => {
  it('gives exact integer basis points', () => {
    expect(ratioInBasisPoints(1, 4)).toBe(2500);
    expect(ratioInBasisPoints(-1, 4)).toBe(-2500);
    expect(ratioInBasisPoints(1, -4)).toBe(-2500);
    expect(ratioInBasisPoints(0, 7)).toBe(0);
  });

  it('rounds half away from zero', () => {
    expect(ratioInBasisPoints(1, 20_000)).toBe(1); // 0.5 bp
    expect(ratioInBasisPoints(-1, 20_000)).toBe(-1);
    expect(ratioInBasisPoints(1, 30_000)).toBe(0); // 0.333 bp
    expect(ratioInBasisPoints(2, 3)).toBe(6667); // 6666.67 bp
    expect(ratioInBasisPoints(-2, 3)).toBe(-6667);
  });

  it('stays exact beyond the safe range of floating-point products', () => {
    // 9,007,199,254,740,991 * 10,000 does not fit a double exactly; the result must still be exact.
    expect(ratioInBasisPoints(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - 1)).toBe(10_000);
    expect(ratioInBasisPoints(3_000_000_000_000_001, 6_000_000_000_000_000)).toBe(5000);
  });

  it('is null for a zero denominator', () => {
    expect(ratioInBasisPoints(5, 0)).toBeNull();
  });
});

describe('company metrics from the financial quarters', () => {
  it('revenue growth compares the latest quarter with the previous one', () => {
    // (42.8e9 - 38.6e9) / 38.6e9 = 10.8808...% -> 1088 bp
    expect(revenueGrowthBp(ambergear)).toBe(1088);
  });

  it('profit margin is the latest net income over the latest revenue', () => {
    // -3.4e9 / 42.8e9 = -7.9439...% -> -794 bp
    expect(profitMarginBp(ambergear)).toBe(-794);
  });

  it('does not depend on the order the quarters arrive in', () => {
    const shuffled = [ambergear[2]!, ambergear[0]!, ambergear[3]!, ambergear[1]!];
    expect(quartersNewestFirst(shuffled).map((q) => q.quarter)).toEqual(['2026-Q3', '2026-Q2', '2026-Q1', '2025-Q4']);
    expect(companyMetrics(shuffled)).toEqual({ latest: ambergear[0], revenueGrowthBp: 1088, profitMarginBp: -794 });
  });

  it('reports a falling revenue as negative growth and a profit as a positive margin', () => {
    const shrinking = [
      quarter('2026-Q2', '2026-07-01T00:00:00.000Z', 90_000, 12_345),
      quarter('2026-Q1', '2026-04-01T00:00:00.000Z', 120_000, 20_000),
    ];
    expect(revenueGrowthBp(shrinking)).toBe(-2500);
    expect(profitMarginBp(shrinking)).toBe(1372); // 13.7166...%
  });

  it('is null when there is not enough data', () => {
    expect(companyMetrics([])).toEqual({ latest: null, revenueGrowthBp: null, profitMarginBp: null });
    const one = [ambergear[0]!];
    expect(revenueGrowthBp(one)).toBeNull();
    expect(profitMarginBp(one)).toBe(-794);
    const noPreviousRevenue = [ambergear[0]!, quarter('2026-Q2', '2026-07-21T00:00:00.000Z', 0, 0)];
    expect(revenueGrowthBp(noPreviousRevenue)).toBeNull();
    expect(profitMarginBp([quarter('2026-Q3', '2026-10-21T00:00:00.000Z', 0, -5)])).toBeNull();
  });
});

describe('parseQuarter', () => {
  it('reads "YYYY-Qn" labels', () => {
    expect(parseQuarter('2026-Q3')).toEqual({ year: 2026, quarter: 3 });
    expect(parseQuarter('Q3 2026')).toBeNull();
    expect(parseQuarter('2026-Q5')).toBeNull();
  });
});

describe('safeWebsite', () => {
  it('links only http(s) addresses', () => {
    expect(safeWebsite('https://www.ambergear.example')).toEqual({
      href: 'https://www.ambergear.example/',
      label: 'www.ambergear.example',
    });
    expect(safeWebsite('http://example.com/about')).toEqual({
      href: 'http://example.com/about',
      label: 'example.com/about',
    });
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(safeWebsite('www.example.com')).toBeNull();
    expect(safeWebsite('')).toBeNull();
    expect(safeWebsite(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { Financials } from '#core/schemas/companies';
import { latestQuarter, peRatio, quarterParts, yearlyEpsMinor } from './company-facts';

const quarter = (label: string, publishedAt: string, earningsPerShareMinor: number): Financials => ({
  quarter: label,
  revenueMinor: 0,
  netIncomeMinor: 0,
  totalAssetsMinor: 0,
  earningsPerShareMinor,
  publishedAt,
});
// The lesson's own example: 0.50, 0.40, 0.60 and 0.50 a quarter.
const year = [
  quarter('2026-Q1', '2026-04-21', 40),
  quarter('2026-Q3', '2026-10-21', 50),
  quarter('2025-Q4', '2026-01-21', 50),
  quarter('2026-Q2', '2026-07-21', 60),
];

describe('company facts', () => {
  it('adds the last four quarters into a year of EPS: 0.50 + 0.40 + 0.60 + 0.50 = 2.00', () => {
    expect(yearlyEpsMinor(year)).toBe(200);
  });

  it('has no yearly EPS with fewer than four quarters', () => {
    expect(yearlyEpsMinor(year.slice(0, 3))).toBeNull();
  });

  it('reads the newest quarter by its publication, whatever the order', () => {
    expect(latestQuarter(year)?.quarter).toBe('2026-Q3');
    expect(latestQuarter([])).toBeNull();
  });

  it('gives a P/E of 30 at a price of 60 Bolts on 2.00 a year, to one decimal otherwise', () => {
    expect(peRatio(6_000, 200)).toBe(30);
    // 45.00 / 1.30 = 34.615... -> 34.6
    expect(peRatio(4_500, 130)).toBe(34.6);
  });

  it('has no P/E for a year that lost money or broke even', () => {
    expect(peRatio(6_000, -20)).toBeNull();
    expect(peRatio(6_000, 0)).toBeNull();
    expect(peRatio(6_000, null)).toBeNull();
  });

  it('reads a quarter label, and nothing else', () => {
    expect(quarterParts('2026-Q3')).toEqual({ year: 2026, quarter: 3 });
    expect(quarterParts('Q3 2026')).toBeNull();
  });
});

// The company-facts figure's derived numbers (the lessons on market cap, EPS and P/E): a year's
// earnings per share is the sum of the last four quarters, and the P/E the price over it.
import type { Financials } from '#core/schemas/companies';

const newestFirst = (financials: readonly Financials[]) =>
  [...financials].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));

/** The latest quarter's report; null without any. */
export const latestQuarter = (financials: readonly Financials[]): Financials | null =>
  newestFirst(financials)[0] ?? null;

/** EPS over the last four quarters; null with fewer than four (no full year to add up). */
export function yearlyEpsMinor(financials: readonly Financials[]): number | null {
  const year = newestFirst(financials).slice(0, 4);
  return year.length === 4 ? year.reduce((sum, q) => sum + q.earningsPerShareMinor, 0) : null;
}

/** Price over a year's EPS, to one decimal; null when the year lost money or broke even (a P/E means nothing then). */
export function peRatio(priceMinor: number, yearlyEps: number | null): number | null {
  if (yearlyEps === null || yearlyEps <= 0) return null;
  return Math.round((priceMinor * 10) / yearlyEps) / 10;
}

/** "2026-Q3" -> { year: 2026, quarter: 3 }; null for any other shape (shown as it is). */
export function quarterParts(label: string): { year: number; quarter: number } | null {
  const match = /^(\d{4})-Q([1-4])$/.exec(label.trim());
  return match ? { year: Number(match[1]), quarter: Number(match[2]) } : null;
}

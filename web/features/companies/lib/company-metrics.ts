// Pure figures derived from a company's quarterly reports (4 quarters fetched, the latest
// shown). Money stays in integer minor units; ratios come out as integer basis points
// (1 bp = 0.01 %), so the UI formats them like any other percent change.
import type { Financials } from '#core/schemas/companies';

const BASIS_POINTS = 10_000n;

/**
 * numerator / denominator in basis points, rounded half away from zero, computed with BigInt so
 * large amounts of minor units never lose precision. Null when the denominator is zero.
 */
export function ratioInBasisPoints(numerator: number, denominator: number): number | null {
  if (denominator === 0) return null;
  let n = BigInt(numerator) * BASIS_POINTS;
  let d = BigInt(denominator);
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const quotient = n / d; // truncates toward zero
  const remainder = n % d; // same sign as n
  const absRemainder = remainder < 0n ? -remainder : remainder;
  if (absRemainder * 2n >= d) return Number(quotient + (n < 0n ? -1n : 1n));
  return Number(quotient);
}

/** Reports newest first, whatever order they arrived in. */
export function quartersNewestFirst(financials: readonly Financials[]): Financials[] {
  return [...financials].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
}

/** Revenue change of the latest quarter against the one before, in basis points. */
export function revenueGrowthBp(financials: readonly Financials[]): number | null {
  const [latest, previous] = quartersNewestFirst(financials);
  if (!latest || !previous || previous.revenueMinor <= 0) return null;
  return ratioInBasisPoints(latest.revenueMinor - previous.revenueMinor, previous.revenueMinor);
}

/** Net income as a share of revenue in the latest quarter, in basis points. */
export function profitMarginBp(financials: readonly Financials[]): number | null {
  const [latest] = quartersNewestFirst(financials);
  if (!latest || latest.revenueMinor <= 0) return null;
  return ratioInBasisPoints(latest.netIncomeMinor, latest.revenueMinor);
}

export interface CompanyMetrics {
  latest: Financials | null;
  revenueGrowthBp: number | null;
  profitMarginBp: number | null;
}

export function companyMetrics(financials: readonly Financials[]): CompanyMetrics {
  return {
    latest: quartersNewestFirst(financials)[0] ?? null,
    revenueGrowthBp: revenueGrowthBp(financials),
    profitMarginBp: profitMarginBp(financials),
  };
}

/** "2026-Q3" -> { year: 2026, quarter: 3 }; null for any other shape (shown as it is). */
export function parseQuarter(label: string): { year: number; quarter: number } | null {
  const match = /^(\d{4})-Q([1-4])$/.exec(label.trim());
  if (!match) return null;
  return { year: Number(match[1]), quarter: Number(match[2]) };
}

/** The website shows as a link only when it is an http(s) address. */
export function safeWebsite(website: string | null): { href: string; label: string } | null {
  const href = website?.trim();
  if (!href || !/^https?:\/\//i.test(href)) return null;
  try {
    const url = new URL(href);
    return { href: url.href, label: url.host + (url.pathname === '/' ? '' : url.pathname) };
  } catch {
    return null;
  }
}

// The trading floor's company list: biggest market cap first, filtered by name or symbol.
import type { CompanySummary } from '#core/schemas/companies';

type Sortable = Pick<CompanySummary, 'marketCapMinor' | 'name'>;

/** Market cap descending; companies without one go last; ties by name. */
export function byMarketCapDesc(a: Sortable, b: Sortable): number {
  const capA = a.marketCapMinor ?? -1;
  const capB = b.marketCapMinor ?? -1;
  return capB - capA || a.name.localeCompare(b.name);
}

/** Keeps companies whose name or symbol contains the query, ignoring case. */
export function filterCompanies<T extends Pick<CompanySummary, 'name' | 'symbol'>>(companies: T[], query: string): T[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return companies;
  return companies.filter((c) => c.name.toLocaleLowerCase().includes(q) || c.symbol.toLocaleLowerCase().includes(q));
}

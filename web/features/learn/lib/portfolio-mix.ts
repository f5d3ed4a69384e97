// The portfolio-mix figure's numbers: how a portfolio's value splits by company and by sector (cash
// its own slice, so the shares add up to the whole), or, for a player with no shares, how the
// market's value splits by sector. Shares are in basis points of the whole.
import type { CompanySummary } from '#core/schemas/companies';
import type { Holding } from '#core/schemas/trading';

export interface Slice {
  /** A company id or a category (as the companies list spells it). */
  id: string;
  /** The company's name; for a sector, its category again. */
  name: string;
  valueMinor: number;
  shareBp: number;
}

export interface PortfolioMix {
  byCompany: Slice[];
  bySector: Slice[];
  /** Null when the portfolio holds no cash. */
  cash: Slice | null;
}

const shareOf = (valueMinor: number, totalMinor: number) =>
  totalMinor > 0 ? Math.round((valueMinor * 10_000) / totalMinor) : 0;

/** Slices from values, largest first (ties by name, so the order never flickers). */
function slices(values: Map<string, { name: string; valueMinor: number }>, totalMinor: number): Slice[] {
  return [...values]
    .map(([id, { name, valueMinor }]) => ({ id, name, valueMinor, shareBp: shareOf(valueMinor, totalMinor) }))
    .sort((a, b) => b.valueMinor - a.valueMinor || a.name.localeCompare(b.name));
}

function add(values: Map<string, { name: string; valueMinor: number }>, id: string, name: string, valueMinor: number) {
  const entry = values.get(id);
  if (entry) entry.valueMinor += valueMinor;
  else values.set(id, { name, valueMinor });
}

/** A company's sector as the figure groups it: its category, lower-case; '' when unknown. */
const categoryOf = (company: CompanySummary | undefined) => company?.category.trim().toLowerCase() ?? '';

export function portfolioMix(
  holdings: readonly Pick<Holding, 'companyId' | 'companyName' | 'valueMinor'>[],
  cashMinor: number,
  companies: readonly CompanySummary[],
): PortfolioMix {
  const listed = new Map(companies.map((c) => [c.id, c]));
  const totalMinor = holdings.reduce((sum, h) => sum + h.valueMinor, 0) + Math.max(cashMinor, 0);
  const byCompany = new Map<string, { name: string; valueMinor: number }>();
  const bySector = new Map<string, { name: string; valueMinor: number }>();
  for (const holding of holdings) {
    if (holding.valueMinor <= 0) continue;
    add(byCompany, holding.companyId, holding.companyName, holding.valueMinor);
    const category = categoryOf(listed.get(holding.companyId));
    add(bySector, category, category, holding.valueMinor);
  }
  return {
    byCompany: slices(byCompany, totalMinor),
    bySector: slices(bySector, totalMinor),
    cash:
      cashMinor > 0
        ? { id: 'cash', name: 'cash', valueMinor: cashMinor, shareBp: shareOf(cashMinor, totalMinor) }
        : null,
  };
}

/** The whole market by sector, by market cap: what a player without shares sees instead. */
export function marketMix(companies: readonly CompanySummary[]): Slice[] {
  const bySector = new Map<string, { name: string; valueMinor: number }>();
  let totalMinor = 0;
  for (const company of companies) {
    if (!company.marketCapMinor || company.marketCapMinor <= 0) continue;
    const category = categoryOf(company);
    add(bySector, category, category, company.marketCapMinor);
    totalMinor += company.marketCapMinor;
  }
  return slices(bySector, totalMinor);
}

import type { CompanySummary } from '#core/schemas/companies';
import type { Holding } from '#core/schemas/trading';

export interface FigureCompany {
  company: CompanySummary;
  /** True when it is the player's largest holding, false when it is simply the first listed. */
  held: boolean;
}

/**
 * The company a figure draws: the player's largest holding by value, so the lesson is about their
 * own money, or else the first listed company. A holding of a company no longer listed is passed over.
 */
export function figureCompany(
  holdings: readonly Pick<Holding, 'companyId' | 'valueMinor'>[],
  companies: readonly CompanySummary[],
): FigureCompany | null {
  const listed = new Map(companies.map((c) => [c.id, c]));
  let best: { company: CompanySummary; valueMinor: number } | null = null;
  for (const holding of holdings) {
    const company = listed.get(holding.companyId);
    if (company && (!best || holding.valueMinor > best.valueMinor)) best = { company, valueMinor: holding.valueMinor };
  }
  if (best) return { company: best.company, held: true };
  const first = companies[0];
  return first ? { company: first, held: false } : null;
}

// Who may win the weekly prize (docs/rules.md#prize-eligibility): at the week's close a portfolio
// holds at least 3 companies, no single position above 40% of its value, and one position it has
// held for 3 days or more; the account is verified. Pure: the facts are kept on the standings line,
// and the thresholds are platform settings.
import { z } from 'zod';

export interface PrizeRules {
  minCompanies: number;
  /** The largest one position may be, in basis points of the portfolio's value (4,000 = 40%). */
  maxPositionBp: number;
  minHoldDays: number;
}

export const DEFAULT_PRIZE_RULES: PrizeRules = { minCompanies: 3, maxPositionBp: 4_000, minHoldDays: 3 };

export interface EligibilityFacts {
  /** The portfolio has traded at least once (it has a Bolts Score). */
  traded: boolean;
  /** Companies held (shares above zero). */
  companies: number;
  /** The largest position's value in basis points of the portfolio's value. */
  maxPositionBp: number;
  /** When the oldest position still held was opened; null with nothing held. */
  heldSince: Date | null;
  verified: boolean;
}

export const lackSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('verify') }),
  z.object({ kind: z.literal('trade') }),
  z.object({ kind: z.literal('companies'), have: z.number().int(), need: z.number().int() }),
  z.object({ kind: z.literal('concentration'), largestBp: z.number().int(), maxBp: z.number().int() }),
  /** `readyAt`: when the oldest position held reaches the days needed (null: nothing held yet). */
  z.object({ kind: z.literal('holding'), days: z.number().int(), readyAt: z.string().nullable() }),
]);
export type Lack = z.infer<typeof lackSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the portfolio lacks to be eligible at `at` (the week's close), in the order to fix it. */
export function prizeLacks(facts: EligibilityFacts, rules: PrizeRules, at: Date): Lack[] {
  const lacks: Lack[] = [];
  if (!facts.verified) lacks.push({ kind: 'verify' });
  if (!facts.traded) lacks.push({ kind: 'trade' });
  if (facts.companies < rules.minCompanies)
    lacks.push({ kind: 'companies', have: facts.companies, need: rules.minCompanies });
  if (facts.companies > 0 && facts.maxPositionBp > rules.maxPositionBp)
    lacks.push({ kind: 'concentration', largestBp: facts.maxPositionBp, maxBp: rules.maxPositionBp });
  const readyAt = facts.heldSince ? new Date(facts.heldSince.getTime() + rules.minHoldDays * DAY_MS) : null;
  if (!readyAt || readyAt > at)
    lacks.push({ kind: 'holding', days: rules.minHoldDays, readyAt: readyAt?.toISOString() ?? null });
  return lacks;
}

export const isEligible = (facts: EligibilityFacts, rules: PrizeRules, at: Date) =>
  prizeLacks(facts, rules, at).length === 0;

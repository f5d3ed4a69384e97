// The test oracle for the weekly board's SQL (server/modules/competition/standings.repo.ts): a line's gain
// from its stored start value, inflows and value, written as a plain function. Production never
// calls it; the tests compare the stored lines with it, so a change of the rule or its rounding in
// one place fails a test in the other.
export interface WeeklyGainInput {
  /** Value at the week's start (or when opened this week: 0 before the starting grant). */
  startValueMinor: number;
  /** Bolts credited this week other than by trading (grants, bonuses, prizes). */
  inflowMinor: number;
  /** Value now. */
  valueMinor: number;
}

export interface WeeklyGain {
  gainMinor: number;
  /** Basis points of the baseline (start value plus inflows), rounded half away from zero; 0 with no baseline. */
  gainBp: number;
}

export function weeklyGain({ startValueMinor, inflowMinor, valueMinor }: WeeklyGainInput): WeeklyGain {
  const baseline = startValueMinor + inflowMinor;
  const gainMinor = valueMinor - baseline;
  if (baseline <= 0) return { gainMinor, gainBp: 0 };
  // PostgreSQL's round() on numeric rounds halves away from zero; Math.round rounds them up.
  const bp = (gainMinor * 10_000) / baseline;
  return { gainMinor, gainBp: Math.sign(bp) * Math.round(Math.abs(bp)) };
}

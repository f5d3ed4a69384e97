// A player's weekly gain (issue 7): how much their portfolio value (cash, reserved cash included,
// plus holdings at current prices) changed since the week began, or since they joined if that was
// later. Bolts that arrived from outside the game's trading this week (a sign-up grant, referral
// bonus, last week's prize) raise the baseline instead of counting as gain: the board ranks
// trading skill. Pure; amounts in minor units.
export interface WeeklyGainInput {
  /** Value at the week's start (or at joining this week: 0 before the sign-up grant). */
  startValueMinor: number;
  /** Bolts credited this week other than by trading. */
  inflowMinor: number;
  /** Value now. */
  valueMinor: number;
}

export interface WeeklyGain {
  gainMinor: number;
  /** Basis points of the baseline (start value plus inflows); 0 with no baseline. */
  gainBp: number;
}

export function weeklyGain({ startValueMinor, inflowMinor, valueMinor }: WeeklyGainInput): WeeklyGain {
  const baseline = startValueMinor + inflowMinor;
  const gainMinor = valueMinor - baseline;
  return { gainMinor, gainBp: baseline > 0 ? Math.round((gainMinor * 10_000) / baseline) : 0 };
}

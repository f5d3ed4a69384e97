// Short selling (docs/decisions/017): the margin rules as pure functions on integer minor units.
// A short is shares sold that the player does not hold; its liability is those shares at today's
// price. Opening one holds back collateral (the sale's proceeds and some of the player's own cash)
// of the initial margin times its value; while it is open the collateral must stay above the
// maintenance margin times its liability, a margin call warns a little above that, and below it the
// engine buys to cover. A small fee is charged for each day it is borrowed. The database's money
// path holds the same rules (migration 0026); the tests hold the two together.

const BP = 10_000;

export interface ShortRules {
  /** Collateral held when a short opens, as a share of its value (basis points): 150%. */
  initialMarginBp: number;
  /** Below this share of the liability the engine covers at market: 130%. */
  maintenanceMarginBp: number;
  /** Below this share the player is warned first ("margin call"): 140%. */
  marginCallBp: number;
  /** Charged on the liability each day the shares are borrowed (basis points): 0.02%. */
  borrowFeeBpPerDay: number;
}

export const DEFAULT_SHORT_RULES: ShortRules = {
  initialMarginBp: 15_000,
  maintenanceMarginBp: 13_000,
  marginCallBp: 14_000,
  borrowFeeBpPerDay: 2,
};

/** The collateral a short of `valueMinor` holds back when it opens, rounded up. */
export function initialCollateralMinor(valueMinor: number, rules: ShortRules = DEFAULT_SHORT_RULES): number {
  return Math.ceil((valueMinor * rules.initialMarginBp) / BP);
}

/** Collateral as a share of the liability (basis points, rounded down); none owed is safe. */
export function marginRatioBp(collateralMinor: number, liabilityMinor: number): number {
  if (liabilityMinor <= 0) return Number.POSITIVE_INFINITY;
  return Math.floor((collateralMinor * BP) / liabilityMinor);
}

export type MarginState = 'ok' | 'call' | 'cover';

/** Where a short stands: fine, warned (a margin call), or to be covered now. */
export function marginState(
  collateralMinor: number,
  liabilityMinor: number,
  rules: Pick<ShortRules, 'maintenanceMarginBp' | 'marginCallBp'> = DEFAULT_SHORT_RULES,
): MarginState {
  const ratio = marginRatioBp(collateralMinor, liabilityMinor);
  if (ratio < rules.maintenanceMarginBp) return 'cover';
  if (ratio < rules.marginCallBp) return 'call';
  return 'ok';
}

/** One day's borrow fee on a liability, rounded up to at least one minor unit while one is owed. */
export function dailyBorrowFeeMinor(liabilityMinor: number, rules: ShortRules = DEFAULT_SHORT_RULES): number {
  if (liabilityMinor <= 0 || rules.borrowFeeBpPerDay === 0) return 0;
  return Math.max(1, Math.ceil((liabilityMinor * rules.borrowFeeBpPerDay) / BP));
}

/**
 * The collateral a partial cover gives back: in proportion to the shares covered, rounded down so
 * what stays held never falls below its share; all of it with the last share.
 */
export function collateralReleasedMinor(collateralMinor: number, sharesCovered: number, sharesShort: number): number {
  if (sharesCovered >= sharesShort) return collateralMinor;
  return Math.floor((collateralMinor * sharesCovered) / sharesShort);
}

/** The margin call sits halfway between the maintenance and the initial margin (140% by default). */
export function marginCallBpBetween(initialMarginBp: number, maintenanceMarginBp: number): number {
  return Math.floor((initialMarginBp + maintenanceMarginBp) / 2);
}

const whole = (v: unknown, min: number, max: number): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : null;

/**
 * A game's rules from what its `rules.shorts` holds (any field missing or out of range reads as
 * the default; a maintenance margin at or above the initial one reads as both defaults).
 */
export function shortRulesFrom(stored: unknown): ShortRules {
  const s = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  let initialMarginBp = whole(s.initialMarginBp, 11_000, 50_000) ?? DEFAULT_SHORT_RULES.initialMarginBp;
  let maintenanceMarginBp = whole(s.maintenanceMarginBp, 10_500, 40_000) ?? DEFAULT_SHORT_RULES.maintenanceMarginBp;
  if (maintenanceMarginBp >= initialMarginBp) {
    initialMarginBp = DEFAULT_SHORT_RULES.initialMarginBp;
    maintenanceMarginBp = DEFAULT_SHORT_RULES.maintenanceMarginBp;
  }
  return {
    initialMarginBp,
    maintenanceMarginBp,
    marginCallBp: marginCallBpBetween(initialMarginBp, maintenanceMarginBp),
    borrowFeeBpPerDay: whole(s.borrowFeeBpPerDay, 0, 100) ?? DEFAULT_SHORT_RULES.borrowFeeBpPerDay,
  };
}

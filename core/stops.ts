// Stop orders (docs/rules.md#stop-orders) as pure functions on integer minor units. A stop rests
// unseen until the market's price trades through its stop price; then a stop or a trailing stop
// becomes a market order, and a stop-limit becomes a limit order at its limit. A trailing stop's
// stop follows the best price since it was placed, by an amount or a percent, and never moves back.
// The server decides every trigger with these; the browser uses them only to preview.
import { bestAskMinor, PRICE_FLOOR_MINOR, type Side } from './trading';

export const STOP_TYPES = ['stop', 'stop_limit', 'trailing_stop'] as const;
export type StopType = (typeof STOP_TYPES)[number];
export const ORDER_TYPES = ['market', 'limit', ...STOP_TYPES] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const isStopType = (type: OrderType): type is StopType => (STOP_TYPES as readonly string[]).includes(type);

/** A trailing stop by percent: at least 0.5%, at most 50% (basis points). */
export const TRAIL_BP_MIN = 50;
export const TRAIL_BP_MAX = 5_000;
const BP = 10_000;

/**
 * What a stop buy holds back per share: it fills at the ask when it triggers, and a price can jump
 * past the stop within one tick, so the ask at the stop plus this margin (basis points).
 */
export const STOP_BUY_MARGIN_BP = 1_000;

/** How far a trailing stop keeps from the best price: a fixed amount or a percent of it. */
export type Trail = { amountMinor: number } | { bp: number };

/** A stop on the right side of the market: a sell below the price (it protects), a buy above it. */
export function stopOnRightSide(side: Side, stopMinor: number, priceMinor: number): boolean {
  return side === 'sell' ? stopMinor < priceMinor : stopMinor > priceMinor;
}

/** The market has traded through the stop: a sell's at or below it, a buy's at or above it. */
export function stopCrossed(side: Side, stopMinor: number, priceMinor: number): boolean {
  return side === 'sell' ? priceMinor <= stopMinor : priceMinor >= stopMinor;
}

/** The stop a trail puts at `bestMinor`: below the highest price for a sell, above the lowest for a buy. */
export function trailingStopAt(side: Side, bestMinor: number, trail: Trail): number {
  const distance = 'amountMinor' in trail ? trail.amountMinor : trailDistance(bestMinor, trail.bp);
  return side === 'sell' ? Math.max(PRICE_FLOOR_MINOR, bestMinor - distance) : bestMinor + distance;
}

/** A percent trail's distance at a price, rounded up: the stop never sits closer than the percent. */
function trailDistance(priceMinor: number, bp: number): number {
  return Math.max(1, Math.ceil((priceMinor * bp) / BP));
}

/** A trailing stop after a new price: it follows a better price and never moves back. */
export function trailedStop(side: Side, stopMinor: number, priceMinor: number, trail: Trail): number {
  const candidate = trailingStopAt(side, priceMinor, trail);
  return side === 'sell' ? Math.max(stopMinor, candidate) : Math.min(stopMinor, candidate);
}

/** Whether a trail fits: an amount below the price (a sell's stop stays above zero), a percent in range. */
export function trailInRange(side: Side, trail: Trail, priceMinor: number): boolean {
  if ('bp' in trail) return Number.isInteger(trail.bp) && trail.bp >= TRAIL_BP_MIN && trail.bp <= TRAIL_BP_MAX;
  if (!Number.isInteger(trail.amountMinor) || trail.amountMinor < 1) return false;
  return side === 'buy' || trail.amountMinor < priceMinor;
}

/**
 * The price per share a resting buy holds back: its limit for a stop-limit, else the ask at its
 * (highest possible) stop with the margin, rounded up. A sell holds back its shares instead.
 */
export function stopBuyReservePriceMinor(type: StopType, stopMinor: number, limitMinor: number | null): number {
  if (type === 'stop_limit') return limitMinor!;
  return Math.ceil((bestAskMinor(stopMinor) * (BP + STOP_BUY_MARGIN_BP)) / BP);
}

// Trade rules as pure functions on integer minor units (1 Bolt = 100). The server prices every
// fill with these; the browser uses them only to preview. What a fill does to cash and holdings is
// the database's (bolts_apply_fill); test/support/money-oracle.ts restates it for the tests.

/** Longest reason a player may give for a trade (docs/rules.md#classes; core/schemas/classes checks it). */
export const TRADE_REASON_MAX = 140;

/** The best ask is the current price + 0.25, the best bid the current price - 0.25 (docs/rules.md#trading). */
export const SPREAD_MINOR = 25;
/** No price, ask or bid ever goes below one minor unit. */
export const PRICE_FLOOR_MINOR = 1;
/** A single order's size cap: keeps every total far inside the safe-integer range. */
export const MAX_ORDER_QUANTITY = 1_000_000;
/** A limit price's cap (10 million Bolts a share): the largest order's total stays a safe integer. */
export const MAX_LIMIT_PRICE_MINOR = 1_000_000_000;

export type Side = 'buy' | 'sell';

export function bestAskMinor(priceMinor: number): number {
  return Math.max(PRICE_FLOOR_MINOR, priceMinor) + SPREAD_MINOR;
}

export function bestBidMinor(priceMinor: number): number {
  return Math.max(PRICE_FLOOR_MINOR, priceMinor - SPREAD_MINOR);
}

/** Market orders fill at once: buys at the best ask, sells at the best bid. */
export function marketFillPriceMinor(side: Side, priceMinor: number): number {
  return side === 'buy' ? bestAskMinor(priceMinor) : bestBidMinor(priceMinor);
}

/**
 * The price a limit order fills at given the market now, or null if it must rest. A buy fills
 * when the ask is at or below its limit, at the ask (never more than the limit); a sell fills when
 * the bid is at or above its limit, at the bid (never less than the limit).
 */
export function limitFillPriceMinor(side: Side, limitMinor: number, priceMinor: number): number | null {
  if (side === 'buy') {
    const ask = bestAskMinor(priceMinor);
    return ask <= limitMinor ? ask : null;
  }
  const bid = bestBidMinor(priceMinor);
  return bid >= limitMinor ? bid : null;
}

/** quantity x price, refusing anything that would leave the safe-integer range. */
export function totalMinor(quantity: number, priceMinor: number): number {
  const total = quantity * priceMinor;
  if (!Number.isSafeInteger(total)) throw new RangeError('order total out of range');
  return total;
}

/** Shares held and what they cost in total. */
export interface HoldingCost {
  quantity: number;
  totalCostMinor: number;
}

/** Average cost per share in minor units, rounded half up; null with no shares. */
export function averageCostMinor(holding: HoldingCost): number | null {
  if (holding.quantity === 0) return null;
  return Math.round(holding.totalCostMinor / holding.quantity);
}

/** Orders one player may place in one game in a minute, unless the admins change it (docs/rules.md#limits). */
export const ORDERS_PER_MINUTE = 120;

// What the trade form shows before anything is sent: the estimated price and total, what a resting
// order holds back, where a stop would trigger, and whether the order is valid (docs/rules.md#trading,
// docs/rules.md#stop-orders). Pure, on integer minor units; the server prices the real fill and
// judges every rule again.
import { parseBoltsToMinor } from '#core/money';
import {
  isStopType,
  stopBuyReservePriceMinor,
  stopOnRightSide,
  trailingStopAt,
  trailInRange,
  type OrderType,
  type Trail,
} from '#core/stops';
import { MAX_ORDER_QUANTITY, marketFillPriceMinor, totalMinor, type Side } from '#core/trading';

export type { OrderType };
export type TimeInForce = 'gtc' | 'day';
/** A trailing stop keeps its distance as an amount of Bolts or as a percent of the price. */
export type TrailMode = 'amount' | 'percent';

export interface OrderDraft {
  side: Side;
  type: OrderType;
  /** The quantity field as typed ('' when empty). */
  quantityText: string;
  /** The limit price field as typed, in Bolts ("12.50"): a limit's or a stop-limit's. */
  limitText: string;
  /** The stop price field as typed, in Bolts: a stop's or a stop-limit's. */
  stopText?: string;
  trailMode?: TrailMode;
  /** The trail as typed: Bolts ("2.50") or a percent ("5"). */
  trailText?: string;
}

export interface MarketContext {
  /** The company's current price, in minor units. */
  priceMinor: number;
  /** Cash not promised to open orders; null while the portfolio loads. */
  availableCashMinor: number | null;
  /** Shares of this company not promised to open sell orders; null while the portfolio loads. */
  availableShares: number | null;
}

export type OrderProblem =
  | { kind: 'balance'; haveMinor: number; needMinor: number }
  | { kind: 'shares'; have: number; want: number }
  /** A short sale: the free cash cannot hold its collateral (docs/rules.md#short-selling). */
  | { kind: 'margin'; haveMinor: number; needMinor: number }
  /** A buy while short covers it, and covers at most the shares short. */
  | { kind: 'cover'; shortQuantity: number };

/** A stop rule broken, named by the server's error code (its message is translated under errors.*). */
export type StopRuleProblem = 'stop_wrong_side' | 'trail_out_of_range';

export interface OrderPreview {
  /** The quantity when it is a whole number from 1 to MAX_ORDER_QUANTITY. */
  quantity: number | null;
  quantityInvalid: boolean;
  limitMinor: number | null;
  limitInvalid: boolean;
  /** A stop's or stop-limit's stop as typed; a trailing stop's stop it would start at now. */
  stopMinor: number | null;
  stopInvalid: boolean;
  /** A trailing stop's trail when it parses (in range or not). */
  trail: Trail | null;
  trailInvalid: boolean;
  /** The stop or trail breaks a rule the server checks too. */
  ruleProblem: StopRuleProblem | null;
  /**
   * Per share: the best ask/bid for a market order, the limit for a limit or stop-limit, the stop for
   * a stop or trailing stop (an estimate: it fills at market once triggered).
   */
  priceMinor: number | null;
  totalMinor: number | null;
  /** What a buy spends or holds back per share (a stop buy's reserve is above its stop); null for a sell. */
  holdPriceMinor: number | null;
  /** The cash a buy holds back or spends, in total. */
  holdMinor: number | null;
  problem: OrderProblem | null;
  canSubmit: boolean;
}

/** A whole number of shares, 1 to MAX_ORDER_QUANTITY, or null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= MAX_ORDER_QUANTITY ? n : null;
}

/** A limit price above 0 with at most 2 decimals, in minor units, or null. */
export function parseLimitPrice(text: string): number | null {
  const minor = parseBoltsToMinor(text);
  return minor !== null && minor > 0 ? minor : null;
}

/**
 * A trail as typed: Bolts for an amount; a percent with up to 2 decimals, in basis points
 * ("5" → 500, "0.5" → 50). Null when it does not parse; its range is checked apart.
 */
export function parseTrail(mode: TrailMode, text: string): Trail | null {
  const hundredths = parseLimitPrice(text);
  if (hundredths === null) return null;
  return mode === 'amount' ? { amountMinor: hundredths } : { bp: hundredths };
}

const typed = (text: string | undefined) => (text ?? '').trim() !== '';

export function previewOrder(draft: OrderDraft, market: MarketContext): OrderPreview {
  const { side, type } = draft;
  const quantity = parseQuantity(draft.quantityText);
  const quantityInvalid = typed(draft.quantityText) && quantity === null;

  const hasLimit = type === 'limit' || type === 'stop_limit';
  const limitMinor = hasLimit ? parseLimitPrice(draft.limitText) : null;
  const limitInvalid = hasLimit && typed(draft.limitText) && limitMinor === null;

  const hasStop = type === 'stop' || type === 'stop_limit';
  const typedStop = hasStop ? parseLimitPrice(draft.stopText ?? '') : null;
  const stopInvalid = hasStop && typed(draft.stopText) && typedStop === null;

  const trailing = type === 'trailing_stop';
  const trail = trailing ? parseTrail(draft.trailMode ?? 'percent', draft.trailText ?? '') : null;
  const trailInvalid = trailing && typed(draft.trailText) && trail === null;
  const trailOk = trail !== null && trailInRange(side, trail, market.priceMinor);
  const stopMinor = trailing ? (trailOk ? trailingStopAt(side, market.priceMinor, trail) : null) : typedStop;

  let ruleProblem: StopRuleProblem | null = null;
  if (trail !== null && !trailOk) ruleProblem = 'trail_out_of_range';
  else if (typedStop !== null && !stopOnRightSide(side, typedStop, market.priceMinor)) ruleProblem = 'stop_wrong_side';

  const priceMinor =
    type === 'market' ? marketFillPriceMinor(side, market.priceMinor) : hasLimit ? limitMinor : stopMinor;
  const total = quantity !== null && priceMinor !== null ? totalMinor(quantity, priceMinor) : null;

  let holdPriceMinor: number | null = null;
  if (side === 'buy') {
    if (isStopType(type)) {
      const ready = stopMinor !== null && (type !== 'stop_limit' || limitMinor !== null);
      holdPriceMinor = ready ? stopBuyReservePriceMinor(type, stopMinor, limitMinor) : null;
    } else holdPriceMinor = priceMinor;
  }
  const holdMinor = quantity !== null && holdPriceMinor !== null ? totalMinor(quantity, holdPriceMinor) : null;

  let problem: OrderProblem | null = null;
  if (quantity !== null) {
    if (side === 'buy' && holdMinor !== null && market.availableCashMinor !== null) {
      if (holdMinor > market.availableCashMinor) {
        problem = { kind: 'balance', haveMinor: market.availableCashMinor, needMinor: holdMinor };
      }
    } else if (side === 'sell' && market.availableShares !== null && quantity > market.availableShares) {
      problem = { kind: 'shares', have: market.availableShares, want: quantity };
    }
  }

  const portfolioKnown = market.availableCashMinor !== null && market.availableShares !== null;
  const stopReady = !hasStop || typedStop !== null;
  return {
    quantity,
    quantityInvalid,
    limitMinor,
    limitInvalid,
    stopMinor,
    stopInvalid,
    trail,
    trailInvalid,
    ruleProblem,
    priceMinor,
    totalMinor: total,
    holdPriceMinor,
    holdMinor,
    problem,
    canSubmit:
      portfolioKnown &&
      quantity !== null &&
      priceMinor !== null &&
      stopReady &&
      ruleProblem === null &&
      problem === null,
  };
}

/** The most shares the player can buy (at what each holds back) or sell now. */
export function maxQuantity(
  side: Side,
  preview: Pick<OrderPreview, 'priceMinor'> & Partial<Pick<OrderPreview, 'holdPriceMinor'>>,
  market: MarketContext,
): number {
  if (side === 'sell') return Math.max(0, market.availableShares ?? 0);
  const per = preview.holdPriceMinor ?? preview.priceMinor;
  if (per === null || market.availableCashMinor === null) return 0;
  return Math.min(MAX_ORDER_QUANTITY, Math.max(0, Math.floor(market.availableCashMinor / per)));
}

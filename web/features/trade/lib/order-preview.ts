// What the trade form shows before anything is sent: the estimated price and total, and whether
// the order is valid (docs/rules.md#trading). Pure, on integer minor units; the server prices the real fill.
import { parseBoltsToMinor } from '#core/money';
import { MAX_ORDER_QUANTITY, marketFillPriceMinor, totalMinor, type Side } from '#core/trading';

export type OrderType = 'market' | 'limit';
export type TimeInForce = 'gtc' | 'day';

export interface OrderDraft {
  side: Side;
  type: OrderType;
  /** The quantity field as typed ('' when empty). */
  quantityText: string;
  /** The limit price field as typed, in Bolts ("12.50"). */
  limitText: string;
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
  { kind: 'balance'; haveMinor: number; needMinor: number } | { kind: 'shares'; have: number; want: number };

export interface OrderPreview {
  /** The quantity when it is a whole number from 1 to MAX_ORDER_QUANTITY. */
  quantity: number | null;
  quantityInvalid: boolean;
  limitMinor: number | null;
  limitInvalid: boolean;
  /** Per share: the best ask/bid for a market order, the limit for a limit order. */
  priceMinor: number | null;
  totalMinor: number | null;
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

export function previewOrder(draft: OrderDraft, market: MarketContext): OrderPreview {
  const quantity = parseQuantity(draft.quantityText);
  const quantityInvalid = draft.quantityText.trim() !== '' && quantity === null;
  const isLimit = draft.type === 'limit';
  const limitMinor = isLimit ? parseLimitPrice(draft.limitText) : null;
  const limitInvalid = isLimit && draft.limitText.trim() !== '' && limitMinor === null;
  const priceMinor = isLimit ? limitMinor : marketFillPriceMinor(draft.side, market.priceMinor);
  const total = quantity !== null && priceMinor !== null ? totalMinor(quantity, priceMinor) : null;

  let problem: OrderProblem | null = null;
  if (quantity !== null) {
    if (draft.side === 'buy' && total !== null && market.availableCashMinor !== null) {
      if (total > market.availableCashMinor) {
        problem = { kind: 'balance', haveMinor: market.availableCashMinor, needMinor: total };
      }
    } else if (draft.side === 'sell' && market.availableShares !== null && quantity > market.availableShares) {
      problem = { kind: 'shares', have: market.availableShares, want: quantity };
    }
  }

  const portfolioKnown = market.availableCashMinor !== null && market.availableShares !== null;
  return {
    quantity,
    quantityInvalid,
    limitMinor,
    limitInvalid,
    priceMinor,
    totalMinor: total,
    problem,
    canSubmit: portfolioKnown && quantity !== null && priceMinor !== null && problem === null,
  };
}

/** The most shares the player can buy (at the previewed price) or sell now. */
export function maxQuantity(side: Side, preview: Pick<OrderPreview, 'priceMinor'>, market: MarketContext): number {
  if (side === 'sell') return Math.max(0, market.availableShares ?? 0);
  if (preview.priceMinor === null || market.availableCashMinor === null) return 0;
  return Math.min(MAX_ORDER_QUANTITY, Math.max(0, Math.floor(market.availableCashMinor / preview.priceMinor)));
}

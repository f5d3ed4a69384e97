// What the trade form shows for a short sale and for a buy that covers a short, before anything is
// sent (docs/rules.md#short-selling): the collateral held, the prices where a margin call and a
// forced cover would come, the daily fee, and a cover's gain or loss. Pure, on integer minor units,
// with core/shorts' rules; the server prices the fill and judges the margin again.
import { collateralReleasedMinor, dailyBorrowFeeMinor, initialCollateralMinor, type ShortRules } from '#core/shorts';
import { bestBidMinor, MAX_ORDER_QUANTITY, type Side } from '#core/trading';
import { maxQuantity, previewOrder, type MarketContext, type OrderDraft, type OrderPreview } from './order-preview';

const BP = 10_000;

/** The player's short in this company as the portfolio reports it; all zeros when there is none. */
export interface ShortHeld {
  quantity: number;
  proceedsMinor: number;
  collateralMinor: number;
}
export const NO_SHORT: ShortHeld = { quantity: 0, proceedsMinor: 0, collateralMinor: 0 };

export interface ShortSaleFigures {
  /** What the sale brings in at the bid (it reaches cash). */
  proceedsMinor: number;
  /** What this sale holds back of cash: the initial margin times its value. */
  collateralMinor: number;
  /** The part of the collateral the proceeds do not cover: the player's own cash. */
  ownCashMinor: number;
  /** Shares short once it fills, counting a short already open. */
  totalShares: number;
  /** Above this price the whole short gets a margin call; above the next, it is bought back. */
  marginCallAboveMinor: number;
  forcedCoverAboveMinor: number;
  /** One day's borrow fee on this sale's shares at today's price. */
  dailyFeeMinor: number;
}

export interface CoverFigures {
  shortQuantity: number;
  /** What covering this many shares would earn (+) or lose (-), estimated; null until it is known. */
  gainMinor: number | null;
}

/**
 * The highest price at which a short's collateral is still at least `ratioBp` of what buying its
 * shares back costs: the ratio (rounded down, as core/shorts' marginRatioBp) falls below
 * `ratioBp` at any price above it.
 */
export function priceAtRatioMinor(collateralMinor: number, shares: number, ratioBp: number): number {
  // In bigint: collateral times 10,000 can leave the safe-integer range for the largest orders.
  return Number((BigInt(collateralMinor) * BigInt(BP)) / (BigInt(shares) * BigInt(ratioBp)));
}

/** A market sale of shares not held, with its collateral, trigger prices and fee. */
export function previewShortSale(
  quantityText: string,
  market: MarketContext,
  rules: ShortRules,
  held: ShortHeld = NO_SHORT,
): OrderPreview & { short: ShortSaleFigures | null } {
  // A short sale needs no shares: the shares check of a plain sale has nothing to say here.
  const base = previewOrder(
    { side: 'sell', type: 'market', quantityText, limitText: '' },
    { ...market, availableShares: MAX_ORDER_QUANTITY },
  );
  if (base.quantity === null || base.totalMinor === null) return { ...base, problem: null, short: null };

  const proceedsMinor = base.totalMinor;
  const collateralMinor = initialCollateralMinor(proceedsMinor, rules);
  const ownCashMinor = collateralMinor - proceedsMinor;
  const totalShares = held.quantity + base.quantity;
  const totalCollateral = held.collateralMinor + collateralMinor;
  const problem =
    market.availableCashMinor !== null && ownCashMinor > market.availableCashMinor
      ? { kind: 'margin' as const, haveMinor: market.availableCashMinor, needMinor: ownCashMinor }
      : null;
  return {
    ...base,
    problem,
    canSubmit: base.canSubmit && problem === null,
    short: {
      proceedsMinor,
      collateralMinor,
      ownCashMinor,
      totalShares,
      marginCallAboveMinor: priceAtRatioMinor(totalCollateral, totalShares, rules.marginCallBp),
      forcedCoverAboveMinor: priceAtRatioMinor(totalCollateral, totalShares, rules.maintenanceMarginBp),
      dailyFeeMinor: dailyBorrowFeeMinor(base.quantity * market.priceMinor, rules),
    },
  };
}

/** The most shares the player's free cash can short now (its collateral beyond the proceeds). */
export function maxShortQuantity(market: MarketContext, rules: ShortRules): number {
  const free = market.availableCashMinor;
  if (free === null || free <= 0) return 0;
  const bid = bestBidMinor(market.priceMinor);
  const extraBp = rules.initialMarginBp - BP;
  if (extraBp <= 0) return MAX_ORDER_QUANTITY;
  // Exact despite the collateral's rounding up: the own cash needed is ceil(q * bid * extra / BP),
  // which is at most the (whole) free cash exactly when q * bid * extra / BP is.
  return Math.min(MAX_ORDER_QUANTITY, Math.floor((free * BP) / (bid * extraBp)));
}

/**
 * A buy while short: it covers the short, at most the shares short. A market cover frees the
 * collateral of the shares it buys back in the same fill, so that collateral counts as cash it
 * can pay with; a resting cover holds cash like any buy.
 */
export function previewCover(
  draft: OrderDraft,
  market: MarketContext,
  held: ShortHeld,
): OrderPreview & { cover: CoverFigures } {
  const plain = previewOrder(draft, market);
  const covered = Math.min(plain.quantity ?? 0, held.quantity);
  const released = draft.type === 'market' ? collateralReleasedMinor(held.collateralMinor, covered, held.quantity) : 0;
  const base =
    released > 0 && market.availableCashMinor !== null
      ? previewOrder(draft, { ...market, availableCashMinor: market.availableCashMinor + released })
      : plain;

  const over = base.quantity !== null && base.quantity > held.quantity;
  const problem = over ? { kind: 'cover' as const, shortQuantity: held.quantity } : base.problem;
  let gainMinor: number | null = null;
  if (!over && base.quantity !== null && base.totalMinor !== null && held.quantity > 0) {
    const proceedsShare =
      base.quantity === held.quantity
        ? held.proceedsMinor
        : Math.round((held.proceedsMinor * base.quantity) / held.quantity);
    gainMinor = proceedsShare - base.totalMinor;
  }
  return {
    ...base,
    problem,
    canSubmit: base.canSubmit && !over,
    cover: { shortQuantity: held.quantity, gainMinor },
  };
}

/** The most shares a buy can cover: the shares short, if the cash (and, at market, the collateral) pays. */
export function maxCoverQuantity(
  type: OrderDraft['type'],
  preview: Pick<OrderPreview, 'priceMinor' | 'holdPriceMinor'>,
  market: MarketContext,
  held: ShortHeld,
): number {
  const cash =
    market.availableCashMinor === null
      ? null
      : market.availableCashMinor + (type === 'market' ? held.collateralMinor : 0);
  return Math.min(held.quantity, maxQuantity('buy', preview, { ...market, availableCashMinor: cash }));
}

/** Which order the form is making: a plain one, a short sale, or a buy that covers a short. */
export type FormMode =
  { kind: 'plain' } | { kind: 'short'; rules: ShortRules; held: ShortHeld } | { kind: 'cover'; held: ShortHeld };

/**
 * The form's mode from what the player holds: a short sale needs the game's rules, no shares of the
 * company held and the player's explicit choice; any buy while short covers it. `heldShares` is
 * null while the portfolio loads (no short offered until it is known).
 */
export function formModeFor(input: {
  side: Side;
  shortChosen: boolean;
  rules: ShortRules | null;
  heldShares: number | null;
  short: ShortHeld | undefined;
}): { mode: FormMode; canShort: boolean } {
  const { side, shortChosen, rules, heldShares, short } = input;
  const canShort = rules !== null && heldShares === 0;
  if (side === 'sell' && canShort && shortChosen)
    return { mode: { kind: 'short', rules, held: short ?? NO_SHORT }, canShort };
  if (side === 'buy' && short && short.quantity > 0) return { mode: { kind: 'cover', held: short }, canShort };
  return { mode: { kind: 'plain' }, canShort };
}

/** The form's preview and Max for its mode; `short` and `cover` carry that mode's own figures. */
export function previewForMode(
  mode: FormMode,
  draft: OrderDraft,
  market: MarketContext,
): { preview: OrderPreview; max: number; short: ShortSaleFigures | null; cover: CoverFigures | null } {
  if (mode.kind === 'short') {
    const { short, ...preview } = previewShortSale(draft.quantityText, market, mode.rules, mode.held);
    return { preview, max: maxShortQuantity(market, mode.rules), short, cover: null };
  }
  if (mode.kind === 'cover') {
    const { cover, ...preview } = previewCover(draft, market, mode.held);
    return { preview, max: maxCoverQuantity(draft.type, preview, market, mode.held), short: null, cover };
  }
  const preview = previewOrder(draft, market);
  return { preview, max: maxQuantity(draft.side, preview, market), short: null, cover: null };
}

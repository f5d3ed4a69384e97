import { z } from 'zod';
import { CANDLE_RANGES, DAY_CANDLE_MS } from '../market/candles';
import { ORDER_TYPES } from '../stops';
import { MAX_LIMIT_PRICE_MINOR, MAX_ORDER_QUANTITY } from '../trading';
import { tradeReasonSchema } from './classes';
import { portfolioFiguresSchema } from './games';

const priceMinor = z.number().int().min(1).max(MAX_LIMIT_PRICE_MINOR);

/**
 * What the browser may say about an order. No execution price: the server decides it (a field
 * named price is not part of the schema and is ignored).
 */
export const placeOrderSchema = z
  .object({
    companyId: z.uuid(),
    side: z.enum(['buy', 'sell']),
    type: z.enum(ORDER_TYPES).default('market'),
    quantity: z.number().int().min(1).max(MAX_ORDER_QUANTITY),
    /** In minor units, as the form parsed it (1 Bolt = 100): a limit's, or a stop-limit's once triggered. */
    limitPriceMinor: priceMinor.optional(),
    /** A stop's or a stop-limit's trigger price. */
    stopPriceMinor: priceMinor.optional(),
    /** A trailing stop's distance from the best price: an amount, or a percent in basis points. */
    trailAmountMinor: priceMinor.optional(),
    trailPercentBp: z.number().int().min(1).max(10_000).optional(),
    timeInForce: z.enum(['gtc', 'day']).default('gtc'),
    /** The game whose portfolio places it; absent means the public game. */
    game: z.uuid().optional(),
    /** One line on why (docs/rules.md#classes); a class may require it. */
    reason: tradeReasonSchema.optional(),
    /**
     * Opens (or adds to) a short: a market sale of shares the player does not hold, where the game
     * allows it (docs/rules.md#short-selling). Never implied: a plain sale of shares not held is refused.
     */
    short: z.boolean().optional(),
  })
  .refine((o) => !o.short || (o.side === 'sell' && o.type === 'market'), {
    message: 'a short opens with a market sell order',
    path: ['short'],
  })
  .refine((o) => !(o.type === 'limit' || o.type === 'stop_limit') || o.limitPriceMinor !== undefined, {
    message: 'a limit order needs a limit price',
    path: ['limitPriceMinor'],
  })
  .refine((o) => !(o.type === 'stop' || o.type === 'stop_limit') || o.stopPriceMinor !== undefined, {
    message: 'a stop order needs a stop price',
    path: ['stopPriceMinor'],
  })
  .refine(
    (o) => o.type !== 'trailing_stop' || (o.trailAmountMinor === undefined) !== (o.trailPercentBp === undefined),
    {
      message: 'a trailing stop needs a trail amount or a trail percent, not both',
      path: ['trailAmountMinor'],
    },
  );
export type PlaceOrder = z.infer<typeof placeOrderSchema>;
/** The body the browser sends. */
export type PlaceOrderBody = z.input<typeof placeOrderSchema>;

export const orderSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companySymbol: z.string(),
  companyName: z.string(),
  side: z.enum(['buy', 'sell']),
  type: z.enum(ORDER_TYPES),
  timeInForce: z.enum(['gtc', 'day']),
  status: z.enum(['open', 'filled', 'cancelled', 'expired']),
  quantity: z.number().int(),
  limitPriceMinor: z.number().int().nullable(),
  /** A stop's trigger price now (a trailing stop's moves with the best price). */
  stopPriceMinor: z.number().int().nullable(),
  trailAmountMinor: z.number().int().nullable(),
  trailPercentBp: z.number().int().nullable(),
  /** When a stop-limit's stop was reached and it became a limit order in the book. */
  triggeredAt: z.string().nullable(),
  fillPriceMinor: z.number().int().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const tradeSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companySymbol: z.string(),
  companyName: z.string(),
  side: z.enum(['buy', 'sell']),
  quantity: z.number().int(),
  pricePerShareMinor: z.number().int(),
  totalAmountMinor: z.number().int(),
  realizedGainMinor: z.number().int().nullable(),
  /** Shares of this trade that opened a short (a sale) or covered one (a buy); 0 for the others. */
  shortQuantity: z.number().int(),
  /** The reason written on the order that made it. */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type Trade = z.infer<typeof tradeSchema>;

export const placeOrderResultSchema = z.object({ order: orderSchema, trade: tradeSchema.nullable() });
export type PlaceOrderResult = z.infer<typeof placeOrderResultSchema>;

export const holdingSchema = z.object({
  companyId: z.uuid(),
  companySymbol: z.string(),
  companyName: z.string(),
  companyLogo: z.string(),
  quantity: z.number().int(),
  /** Shares promised to resting sell orders. */
  reservedQuantity: z.number().int(),
  averageCostMinor: z.number().int(),
  totalCostMinor: z.number().int(),
  priceMinor: z.number().int(),
  valueMinor: z.number().int(),
  unrealizedGainMinor: z.number().int(),
  /** Basis points of the cost. */
  unrealizedGainBp: z.number().int(),
});
export type Holding = z.infer<typeof holdingSchema>;

export const MARGIN_STATES = ['ok', 'call', 'cover'] as const;

/** A short position (docs/rules.md#short-selling): shares sold that the player owes back. */
export const shortPositionSchema = z.object({
  companyId: z.uuid(),
  companySymbol: z.string(),
  companyName: z.string(),
  companyLogo: z.string(),
  quantity: z.number().int(),
  /** The short's basis: its sales' total, less the part covers have used. */
  proceedsMinor: z.number().int(),
  /** Average price the shares were sold at (rounded half up). */
  averagePriceMinor: z.number().int(),
  /** Cash held back while the short is open (part of reservedCashMinor). */
  collateralMinor: z.number().int(),
  priceMinor: z.number().int(),
  /** What buying the shares back costs at the current price. */
  liabilityMinor: z.number().int(),
  /** proceeds - liability: positive when the price fell. */
  unrealizedGainMinor: z.number().int(),
  unrealizedGainBp: z.number().int(),
  /** Collateral as a share of the liability, in basis points. */
  marginRatioBp: z.number().int(),
  marginState: z.enum(MARGIN_STATES),
  openedAt: z.string(),
});
export type ShortPosition = z.infer<typeof shortPositionSchema>;

/** A portfolio in one game: its figures (the one definition), holdings and realised gain. */
export const portfolioSchema = portfolioFiguresSchema.extend({
  gameId: z.uuid(),
  holdings: z.array(holdingSchema),
  shorts: z.array(shortPositionSchema),
  realizedGainMinor: z.number().int(),
  /**
   * You vs the Bolts Index over the portfolio's own period (since it joined, or its game started):
   * the portfolio's gain and the index's return, in basis points; the index's is null when it has
   * no level that far back.
   */
  vsIndex: z.object({ since: z.string(), gainBp: z.number().int(), indexReturnBp: z.number().int().nullable() }),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

export { CANDLE_RANGES, DAY_CANDLE_MS };
export const candleSchema = z.object({
  time: z.number().int(),
  openMinor: z.number().int(),
  highMinor: z.number().int(),
  lowMinor: z.number().int(),
  closeMinor: z.number().int(),
  volume: z.number().int(),
});
export type ChartCandle = z.infer<typeof candleSchema>;
export const candlesSchema = z.object({ range: z.enum(CANDLE_RANGES), candles: z.array(candleSchema) });

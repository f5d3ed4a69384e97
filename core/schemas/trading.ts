import { z } from 'zod';
import { parseBoltsToMinor } from '../money';
import { MAX_ORDER_QUANTITY } from '../trading';

/** A limit price as typed: up to 2 decimals, more than zero; carried as minor units from here on. */
const limitPriceSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const minor = parseBoltsToMinor(value);
  if (minor === null || minor <= 0) {
    ctx.addIssue({ code: 'custom', message: 'a price above 0 with at most 2 decimals' });
    return z.NEVER;
  }
  return minor;
});

/**
 * What the browser may say about an order. No execution price: the server decides it (a field
 * named price is not part of the schema and is ignored).
 */
export const placeOrderSchema = z
  .object({
    companyId: z.uuid(),
    side: z.enum(['buy', 'sell']),
    type: z.enum(['market', 'limit']).default('market'),
    quantity: z.number().int().min(1).max(MAX_ORDER_QUANTITY),
    limitPrice: limitPriceSchema.optional(),
    timeInForce: z.enum(['gtc', 'day']).default('gtc'),
  })
  .refine((o) => o.type === 'market' || o.limitPrice !== undefined, {
    message: 'a limit order needs a limit price',
    path: ['limitPrice'],
  });
export type PlaceOrder = z.infer<typeof placeOrderSchema>;
/** The body the browser sends: limitPrice as typed ("12.50"), in Bolts, not minor units. */
export type PlaceOrderBody = z.input<typeof placeOrderSchema>;

export const orderSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companySymbol: z.string(),
  companyName: z.string(),
  side: z.enum(['buy', 'sell']),
  type: z.enum(['market', 'limit']),
  timeInForce: z.enum(['gtc', 'day']),
  status: z.enum(['open', 'filled', 'cancelled', 'expired']),
  quantity: z.number().int(),
  limitPriceMinor: z.number().int().nullable(),
  fillPriceMinor: z.number().int().nullable(),
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

export const portfolioSchema = z.object({
  cashMinor: z.number().int(),
  reservedCashMinor: z.number().int(),
  holdings: z.array(holdingSchema),
  holdingsValueMinor: z.number().int(),
  /** Cash plus holdings at current prices. */
  totalValueMinor: z.number().int(),
  realizedGainMinor: z.number().int(),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

export const CANDLE_RANGES = ['1D', '1W', '1M', 'ALL'] as const;
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

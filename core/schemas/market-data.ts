// Live market data of one company, as served over HTTP (polling) and pushed over /ws. Shapes are
// shared by the server, which builds them, and the browser, which draws them.
import { z } from 'zod';
import { INDEX_IDS } from '../market/bolts-index';

/** One price level of the order book: simulated market depth plus players' resting limit orders. */
export const bookLevelSchema = z.object({
  priceMinor: z.number().int(),
  /** Shares offered (asks) or wanted (bids) at this price, market depth and players together. */
  quantity: z.number().int(),
  /** The part of `quantity` that is players' resting limit orders. */
  playerQuantity: z.number().int(),
});
export type BookLevel = z.infer<typeof bookLevelSchema>;

/** 3 bids at price -0.25/-0.50/-0.75 and 3 asks at +0.25/+0.50/+0.75, best first (docs/rules.md#trading). */
export const orderBookSchema = z.object({
  companyId: z.uuid(),
  priceMinor: z.number().int(),
  bids: z.array(bookLevelSchema),
  asks: z.array(bookLevelSchema),
  at: z.string(),
});
export type OrderBook = z.infer<typeof orderBookSchema>;

/** One of the last trades of a company, a player's real trade or a simulated market print (`simulated`). */
export const recentTradeSchema = z.object({
  id: z.string(),
  side: z.enum(['buy', 'sell']),
  priceMinor: z.number().int(),
  quantity: z.number().int(),
  at: z.string(),
  /** True for a simulated market print, false for a real trade by a player. */
  simulated: z.boolean(),
});
export type RecentTrade = z.infer<typeof recentTradeSchema>;

export const recentTradesSchema = z.object({ companyId: z.uuid(), trades: z.array(recentTradeSchema) });
export type RecentTrades = z.infer<typeof recentTradesSchema>;

/** One company's price after a market tick. */
export const priceTickSchema = z.object({
  companyId: z.uuid(),
  priceMinor: z.number().int(),
  changeBp: z.number().int(),
  volume: z.number().int(),
  /** Null when the company has no market cap. */
  marketCapMinor: z.number().int().nullable(),
});
export type PriceTick = z.infer<typeof priceTickSchema>;

/** An index after a market tick (docs/rules.md#bolts-index): its level in hundredths of a point. */
export const indexTickSchema = z.object({
  id: z.enum(INDEX_IDS),
  levelCenti: z.number().int(),
  /** Against the level at the last UTC midnight, in basis points. */
  changeBp: z.number().int(),
});
export type IndexTick = z.infer<typeof indexTickSchema>;

export const indicesSchema = z.object({ indices: z.array(indexTickSchema) });
export type Indices = z.infer<typeof indicesSchema>;

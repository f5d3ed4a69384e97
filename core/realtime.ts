// The WebSocket protocol of /ws, typed once for the server that sends and the browser that
// listens. Every frame is JSON `{ type, data }`.
import type { Order, Trade } from './schemas/trading';
import type { OrderBook, PriceTick, RecentTrades } from './schemas/market-data';

/** SPEC §4/§9 cadence: the order book refreshes every 5 s, recent trades every 10 s. */
export const ORDER_BOOK_REFRESH_MS = 5_000;
export const RECENT_TRADES_REFRESH_MS = 10_000;
export const RECENT_TRADES_COUNT = 5;
export const ORDER_BOOK_LEVELS = 3;

/** Server -> browser events. */
export interface ServerEvents {
  /** Every listed company's price after a market tick (sent to every socket). */
  prices: { at: string; prices: PriceTick[] };
  /** The order book of a company the socket subscribed to. */
  book: OrderBook;
  /** The recent trades of a company the socket subscribed to. */
  trades: RecentTrades;
  /** One of the signed-in user's orders filled (their own sockets only). */
  fill: { order: Order; trade: Trade };
  /** One of the signed-in user's open orders closed without a fill (cancelled or expired). */
  order: { order: Order };
}
export type ServerEventType = keyof ServerEvents;
export type ServerFrame = { [K in ServerEventType]: { type: K; data: ServerEvents[K] } }[ServerEventType];

/** Browser -> server messages: follow one company's book and trades (one at a time per socket). */
export type ClientFrame = { type: 'subscribe'; companyId: string } | { type: 'unsubscribe' } | { type: 'ping' };

// The WebSocket protocol of /ws, typed once for the server that sends and the browser that
// listens. Every server frame is JSON `{ type, data }`; every client frame is JSON `{ type, ... }`.
// No runtime imports: the browser loads this on every page, and zod stays out of that bundle.
import type { Notification } from './schemas/notifications';
import type { ChatMessage } from './schemas/social';
import type { Order, Trade } from './schemas/trading';
import type { IndexTick, OrderBook, PriceTick, RecentTrades } from './schemas/market-data';

export const REALTIME_PATH = '/ws';

/** The order book refreshes every 5 s, recent trades every 10 s (docs/rules.md#trading). */
export const ORDER_BOOK_REFRESH_MS = 5_000;
export const RECENT_TRADES_REFRESH_MS = 10_000;
export const RECENT_TRADES_COUNT = 5;
export const ORDER_BOOK_LEVELS = 3;

/** The browser pings this often; a socket with no pong for two periods is treated as dead. */
export const CLIENT_PING_MS = 25_000;
/** The largest client frame the server reads; anything bigger closes the socket (1009). */
export const MAX_CLIENT_FRAME_BYTES = 1_024;

/** An achievement just unlocked, with the XP the player has now. */
export interface UnlockedAchievement {
  id: string;
  xp: number;
}

/** Server -> browser events. */
export interface ServerEvents {
  /**
   * Listed companies' prices after a market tick (sent to every socket). One tick may arrive as
   * several frames (each a part of the companies); merge by company id.
   */
  prices: { at: string; prices: PriceTick[] };
  /** The Bolts Index and the sector indices after a market tick (sent to every socket). */
  indices: { at: string; indices: IndexTick[] };
  /** The order book of a company the socket subscribed to. */
  book: OrderBook;
  /** The recent trades of a company the socket subscribed to. */
  trades: RecentTrades;
  /**
   * One of the signed-in user's orders filled (their own sockets only). `wasResting`: a limit
   * order that waited in the book and filled on a later tick (worth telling the player).
   */
  fill: { order: Order; trade: Trade; wasResting: boolean };
  /** One of the signed-in user's open orders closed without a fill (cancelled or expired). */
  order: { order: Order };
  /** The signed-in user unlocked achievements (their own sockets only): a toast says so. */
  achievement: { achievements: UnlockedAchievement[] };
  /** The Trade Coach's cards of the signed-in user changed (their own sockets only): reload them. */
  coach: Record<string, never>;
  /** A new entry in the signed-in user's notification centre (their own sockets only). */
  notification: { notification: Notification };
  /** A chat message to or from the signed-in user (both sides' sockets). */
  chat: { message: ChatMessage };
  /** The signed-in user's friends list changed: reload it. */
  friends: Record<string, never>;
  /**
   * The session this socket was opened with ended (signed out in another tab, revoked, or the
   * account suspended). The socket closes next; reload who is signed in.
   */
  'signed-out': Record<string, never>;
  /** A friend came online or went offline. */
  presence: { userId: string; online: boolean };
  /** The answer to a client `ping`. */
  pong: { at: string };
  /** A client frame was refused (malformed, unknown company, too many messages). */
  error: { code: RealtimeErrorCode; message: string };
}
export type ServerEventType = keyof ServerEvents;
export type ServerFrame = { [K in ServerEventType]: { type: K; data: ServerEvents[K] } }[ServerEventType];

export type RealtimeErrorCode = 'bad_frame' | 'company_not_found' | 'rate_limited';

/** Browser -> server messages (validated on the server by core/schemas/realtime). */
export type ClientFrame = { type: 'subscribe'; companyId: string } | { type: 'unsubscribe' } | { type: 'ping' };

/** Close codes the server uses besides the standard ones (4000-4999 are the application's). */
export const CLOSE_CODES = {
  /** Too many messages in a short time. */
  rateLimited: 4008,
  /** No pong to the server's ping in time. */
  unresponsive: 4000,
  /** The socket's session ended: reconnect (the new socket carries whatever session is left). */
  sessionEnded: 4001,
  /** The server is shutting down; reconnect (to another instance). */
  goingAway: 1001,
} as const;

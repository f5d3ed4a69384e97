// WebSocket /ws on the node HTTP server ('upgrade' event, `ws` in noServer mode; @hono/node-ws
// only supports @hono/node-server 1.x). At the upgrade: same-origin check, a cap of sockets per
// address, and the session cookie read once (anonymous sockets get prices and books; fills go only
// to their owner's sockets). Afterwards: zod-checked client frames, a message-rate limit, frames of
// at most 1 KiB, and a ping/pong heartbeat that drops dead sockets. Events arrive from the bus and
// are delivered to this instance's sockets only.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ServerType } from '@hono/node-server';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  CLIENT_PING_MS,
  CLOSE_CODES,
  MAX_CLIENT_FRAME_BYTES,
  REALTIME_PATH,
  type RealtimeErrorCode,
  type ServerFrame,
} from '#core/realtime';
import { clientFrameSchema } from '#core/schemas/realtime';
import type { Auth } from '../auth/auth';
import { sessionKeyOf } from '../auth/session';
import { HttpError } from '../http/http-error';
import type { MarketDataService } from '../modules/market-data';
import type { BusEvent, EventBus } from './bus';
import { createCompanyFeeds, type FeedSubscriber } from './company-feeds';

export interface RealtimeLimits {
  /** Open sockets per client address (only when rate limits are on). */
  maxSocketsPerIp: number;
  /** Client frames allowed per window; past it an error frame, past twice it the socket closes. */
  messagesPerWindow: number;
  windowMs: number;
  /** Server ping period; a socket that has not answered the previous ping is dropped. */
  heartbeatMs: number;
  maxPayloadBytes: number;
  /** A socket that cannot keep up (this much unsent) is dropped rather than buffered forever. */
  maxBufferedBytes: number;
}

export const DEFAULT_LIMITS: RealtimeLimits = {
  maxSocketsPerIp: 20,
  messagesPerWindow: 30,
  windowMs: 10_000,
  heartbeatMs: CLIENT_PING_MS + 5_000,
  maxPayloadBytes: MAX_CLIENT_FRAME_BYTES,
  maxBufferedBytes: 1 << 20,
};

export interface RealtimeOptions {
  auth: Auth;
  bus: EventBus;
  marketData: MarketDataService;
  /** The public origin; undefined means the origin of the host the request came to. */
  publicUrl?: string;
  trustProxy: boolean;
  /** BOLTS_RATE_LIMIT: the per-address socket cap and the message rate limit. */
  rateLimit: boolean;
  limits?: Partial<RealtimeLimits>;
  /** A signed-in user's first socket here opened (true) or their last one closed (false). */
  onPresence?: (userId: string, online: boolean) => void;
  /** Push cadence override (tests); defaults to 5 s / 10 s (docs/rules.md#trading). */
  cadence?: { bookMs?: number; tradesMs?: number };
  log?: (line: string) => void;
}

interface Client extends FeedSubscriber {
  ws: WebSocket;
  userId: string | null;
  /** sessionKeyOf(the session's token) for a signed-in socket: its sign-out closes the socket. */
  sessionKey: string | null;
  ip: string;
  companyId: string | null;
  alive: boolean;
  windowStart: number;
  messages: number;
}

function refuse(socket: Duplex, status: number, reason: string) {
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\n` +
        `Content-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
    );
  }
  socket.destroy();
}

/** Same rule as the API's same-origin guard: the configured public origin, or the request's own. */
function originAllowed(req: IncomingMessage, publicUrl: string | undefined): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    const expected = publicUrl
      ? new URL(publicUrl).origin
      : new URL(`${'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http'}://${req.headers.host}`).origin;
    return new URL(origin).origin === expected;
  } catch {
    return false;
  }
}

function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        ?.trim()
    : undefined;
  return forwarded || req.socket.remoteAddress || 'unknown';
}

export function createRealtimeServer(options: RealtimeOptions) {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const log = options.log ?? console.error;
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxPayloadBytes, perMessageDeflate: false });
  const clients = new Set<Client>();
  const byUser = new Map<string, Set<Client>>();
  const socketsPerIp = new Map<string, number>();
  const feeds = createCompanyFeeds(options.marketData, { ...options.cadence, log });
  let closing = false;

  const countIp = (ip: string, delta: number) => {
    const n = (socketsPerIp.get(ip) ?? 0) + delta;
    if (n <= 0) socketsPerIp.delete(ip);
    else socketsPerIp.set(ip, n);
  };

  function sendText(client: Client, text: string) {
    const { ws } = client;
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > limits.maxBufferedBytes) {
      ws.terminate();
      return;
    }
    ws.send(text);
  }

  function sendError(client: Client, code: RealtimeErrorCode, message: string) {
    client.send({ type: 'error', data: { code, message } });
  }

  function unsubscribe(client: Client) {
    if (client.companyId) feeds.remove(client.companyId, client);
    client.companyId = null;
  }

  async function subscribe(client: Client, companyId: string) {
    if (client.companyId !== companyId) {
      unsubscribe(client);
      client.companyId = companyId;
      feeds.add(companyId, client);
    }
    try {
      const [book, trades] = await Promise.all([
        options.marketData.orderBook(companyId),
        options.marketData.recentTrades(companyId),
      ]);
      // The socket may have moved on to another company (or closed) while this was built.
      if (client.companyId !== companyId) return;
      client.send({ type: 'book', data: book });
      client.send({ type: 'trades', data: trades });
    } catch (err) {
      if (client.companyId === companyId) unsubscribe(client);
      if (err instanceof HttpError && err.code === 'company_not_found') {
        sendError(client, 'company_not_found', 'No such company.');
      } else {
        log(`[realtime] subscribe to ${companyId} failed: ${(err as Error).message}`);
      }
    }
  }

  /** True when the frame may be handled; false when it was dropped (and maybe the socket closed). */
  function withinRate(client: Client): boolean {
    if (!options.rateLimit) return true;
    const now = Date.now();
    if (now - client.windowStart >= limits.windowMs) {
      client.windowStart = now;
      client.messages = 0;
    }
    client.messages++;
    if (client.messages <= limits.messagesPerWindow) return true;
    if (client.messages > 2 * limits.messagesPerWindow) {
      client.ws.close(CLOSE_CODES.rateLimited, 'too many messages');
    } else if (client.messages === limits.messagesPerWindow + 1) {
      sendError(client, 'rate_limited', 'Too many messages; slow down.');
    }
    return false;
  }

  function onMessage(client: Client, data: RawData, isBinary: boolean) {
    client.alive = true;
    if (!withinRate(client)) return;
    let parsed: unknown;
    try {
      if (isBinary) throw new Error('binary');
      parsed = JSON.parse(data.toString());
    } catch {
      sendError(client, 'bad_frame', 'Frames are JSON text.');
      return;
    }
    const frame = clientFrameSchema.safeParse(parsed);
    if (!frame.success) {
      sendError(client, 'bad_frame', 'Unknown or malformed frame.');
      return;
    }
    switch (frame.data.type) {
      case 'subscribe':
        void subscribe(client, frame.data.companyId);
        break;
      case 'unsubscribe':
        unsubscribe(client);
        break;
      case 'ping':
        client.send({ type: 'pong', data: { at: new Date().toISOString() } });
        break;
    }
  }

  function onConnection(ws: WebSocket, userId: string | null, sessionKey: string | null, ip: string) {
    const client: Client = {
      ws,
      userId,
      sessionKey,
      ip,
      companyId: null,
      alive: true,
      windowStart: Date.now(),
      messages: 0,
      send: (frame: ServerFrame) => sendText(client, JSON.stringify(frame)),
    };
    clients.add(client);
    if (userId) {
      let set = byUser.get(userId);
      if (!set) {
        byUser.set(userId, (set = new Set()));
        options.onPresence?.(userId, true);
      }
      set.add(client);
    }
    ws.on('pong', () => (client.alive = true));
    ws.on('message', (data, isBinary) => onMessage(client, data, isBinary));
    // Oversized or invalid frames: ws closes the socket itself (1009/1002) and reports it here.
    ws.on('error', () => {});
    ws.on('close', () => {
      unsubscribe(client);
      clients.delete(client);
      if (userId) {
        const set = byUser.get(userId);
        set?.delete(client);
        if (set?.size === 0) {
          byUser.delete(userId);
          options.onPresence?.(userId, false);
        }
      }
      countIp(ip, -1);
    });
  }

  async function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    socket.on('error', () => {});
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== REALTIME_PATH) return refuse(socket, 404, 'Not Found');
    if (closing) return refuse(socket, 503, 'Service Unavailable');
    if (!originAllowed(req, options.publicUrl)) return refuse(socket, 403, 'Forbidden');
    const ip = clientIp(req, options.trustProxy);
    if (options.rateLimit && (socketsPerIp.get(ip) ?? 0) >= limits.maxSocketsPerIp) {
      return refuse(socket, 429, 'Too Many Requests');
    }
    countIp(ip, 1);
    let userId: string | null = null;
    let sessionKey: string | null = null;
    try {
      const cookie = req.headers.cookie;
      if (cookie) {
        const session = await options.auth.api.getSession({ headers: new Headers({ cookie }) });
        userId = session?.user.id ?? null;
        sessionKey = session ? sessionKeyOf(session.session.token) : null;
      }
    } catch (err) {
      // The socket still serves public data; the user's fills need a working session lookup.
      log(`[realtime] session lookup failed: ${(err as Error).message}`);
    }
    if (socket.destroyed || closing) {
      countIp(ip, -1);
      return socket.destroy();
    }
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, userId, sessionKey, ip));
  }

  /** The socket's session ended: say so, then close (the browser reconnects as who it is now). */
  function endSession(client: Client) {
    client.send({ type: 'signed-out', data: {} });
    client.ws.close(CLOSE_CODES.sessionEnded, 'session ended');
  }

  /** A frame for every socket, encoded once. */
  function broadcast(frame: ServerFrame) {
    const text = JSON.stringify(frame);
    for (const client of clients) sendText(client, text);
  }

  function deliver(event: BusEvent) {
    switch (event.type) {
      case 'session-ended': {
        const keys = new Set(event.sessionKeys ?? []);
        const ended = event.userId ? [...(byUser.get(event.userId) ?? [])] : [];
        if (keys.size > 0)
          for (const client of clients) if (client.sessionKey && keys.has(client.sessionKey)) ended.push(client);
        for (const client of ended) endSession(client);
        break;
      }
      case 'prices':
        broadcast({ type: 'prices', data: { at: event.at, prices: event.prices } });
        break;
      case 'indices':
        broadcast({ type: 'indices', data: { at: event.at, indices: event.indices } });
        break;
      case 'fill':
        for (const client of byUser.get(event.userId) ?? []) {
          client.send({
            type: 'fill',
            data: { order: event.order, trade: event.trade, wasResting: event.wasResting },
          });
        }
        feeds.refresh(event.order.companyId);
        break;
      case 'order':
        for (const client of byUser.get(event.userId) ?? [])
          client.send({ type: 'order', data: { order: event.order } });
        // A cancelled or expired resting order leaves the book.
        feeds.refresh(event.order.companyId);
        break;
      case 'chat':
        for (const userId of new Set([event.message.senderId, event.message.recipientId]))
          for (const client of byUser.get(userId) ?? [])
            client.send({ type: 'chat', data: { message: event.message } });
        break;
      case 'friends':
        for (const userId of event.userIds)
          for (const client of byUser.get(userId) ?? []) client.send({ type: 'friends', data: {} });
        break;
      case 'presence':
        for (const friendId of event.friendIds)
          for (const client of byUser.get(friendId) ?? [])
            client.send({ type: 'presence', data: { userId: event.userId, online: event.online } });
        break;
      case 'achievement':
        for (const client of byUser.get(event.userId) ?? [])
          client.send({ type: 'achievement', data: { achievements: event.achievements } });
        break;
      case 'coach':
        for (const client of byUser.get(event.userId) ?? []) client.send({ type: 'coach', data: {} });
        break;
      case 'notification':
        for (const client of byUser.get(event.userId) ?? [])
          client.send({ type: 'notification', data: { notification: event.notification } });
        break;
    }
  }
  const unsubscribeBus = options.bus.subscribe(deliver);

  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.ws.terminate();
        continue;
      }
      client.alive = false;
      client.ws.ping();
    }
  }, limits.heartbeatMs).unref();

  return {
    handleUpgrade,
    /** Serve /ws on this HTTP server. */
    attach(server: ServerType) {
      (server as Server).on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        void handleUpgrade(req, socket, head);
      });
    },
    stats: () => ({ sockets: clients.size, signedIn: byUser.size, companies: feeds.size() }),
    /** Closes every socket (1001: reconnect elsewhere) and stops the timers. The bus is the caller's. */
    async close() {
      closing = true;
      unsubscribeBus();
      clearInterval(heartbeat);
      feeds.close();
      const closed = new Promise<void>((resolve) => wss.close(() => resolve()));
      for (const client of clients) client.ws.close(CLOSE_CODES.goingAway, 'server shutting down');
      // A peer that does not finish the closing handshake promptly is cut.
      const grace = setTimeout(() => {
        for (const client of clients) client.ws.terminate();
      }, 1_000);
      await closed;
      clearTimeout(grace);
    },
  };
}
export type RealtimeServer = ReturnType<typeof createRealtimeServer>;

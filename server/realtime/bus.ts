// The realtime event bus: whoever causes an event (the engine leader for price ticks, the instance
// that executed a fill) publishes it once; every server instance receives it and delivers it to
// its own sockets. In one process (PGlite) that is an in-memory fan-out; across instances on one
// PostgreSQL database it is LISTEN/NOTIFY (docs/realtime.md), not a broker of our own.
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import type { IndexTick, PriceTick } from '#core/schemas/market-data';
import type { UnlockedAchievement } from '#core/realtime';
import type { Notification } from '#core/schemas/notifications';
import type { ChatMessage } from '#core/schemas/social';
import type { Order, Trade } from '#core/schemas/trading';
import { classifyDatabaseError } from '../db/database-errors';

export type BusEvent =
  | { type: 'prices'; at: string; prices: PriceTick[] }
  /** The Bolts Index and the sector indices after a tick. */
  | { type: 'indices'; at: string; indices: IndexTick[] }
  | { type: 'fill'; userId: string; order: Order; trade: Trade; wasResting: boolean }
  | { type: 'order'; userId: string; order: Order }
  | { type: 'achievement'; userId: string; achievements: UnlockedAchievement[] }
  /** The Trade Coach added a card for this player, or they turned it on or off: reload the cards. */
  | { type: 'coach'; userId: string }
  /** A new entry in the player's notification centre (their own sockets only). */
  | { type: 'notification'; userId: string; notification: Notification }
  /** A chat message, to its sender's and recipient's sockets. */
  | { type: 'chat'; message: ChatMessage }
  /** These players' friends lists changed (a request, an answer, a removal, a block). */
  | { type: 'friends'; userIds: string[] }
  /**
   * Something besides a fill changed these players' XP or achievements (onboarding, a referral
   * credited, the week's awards): every instance's progress tracker refreshes them on the next read.
   */
  | { type: 'progress'; userIds: string[] }
  /**
   * Sessions ended (sign-out, revocation: by key, a hash of the token, never the token itself) or
   * every session of a user (suspension): the sockets opened with them close.
   */
  | { type: 'session-ended'; sessionKeys?: string[]; userId?: string }
  /** A player's first socket opened or last one closed, on instance `instance`; told to their friends. */
  | { type: 'presence'; userId: string; online: boolean; instance: string; friendIds: string[] };

export type BusHandler = (event: BusEvent) => void;

export interface EventBus {
  readonly kind: 'local' | 'postgres';
  /** Resolves once the event is handed on (on PostgreSQL: once NOTIFY ran). */
  publish(event: BusEvent): Promise<void>;
  /** Every event published by any instance, this one included. Returns the unsubscribe. */
  subscribe(handler: BusHandler): () => void;
  close(): Promise<void>;
}

function fanOut(handlers: Set<BusHandler>, event: BusEvent, log: (line: string) => void) {
  for (const handler of handlers) {
    try {
      handler(event);
    } catch (err) {
      log(`[realtime] bus handler failed: ${(err as Error).message}`);
    }
  }
}

/** One process: handlers run on a later turn, never inside the publisher's call (or transaction). */
export function createLocalBus(log: (line: string) => void = console.error): EventBus {
  const handlers = new Set<BusHandler>();
  return {
    kind: 'local',
    async publish(event) {
      setImmediate(() => fanOut(handlers, event, log));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; stay well under it. */
export const NOTIFY_PAYLOAD_LIMIT = 7_500;
export const BUS_CHANNEL = 'bolts_realtime';

/**
 * Splits an event into NOTIFY payloads under the limit. A tick of many companies goes out as
 * several `prices` parts (the browser merges by company id); fills and order closes are one small
 * order and trade each and always fit.
 */
export function encodeForNotify(event: BusEvent, limit = NOTIFY_PAYLOAD_LIMIT): string[] {
  const whole = JSON.stringify(event);
  if (Buffer.byteLength(whole) <= limit) return [whole];
  if (event.type !== 'prices' || event.prices.length <= 1) {
    throw new Error(`realtime event ${event.type} is too large for NOTIFY (${Buffer.byteLength(whole)} bytes)`);
  }
  const half = Math.ceil(event.prices.length / 2);
  return [
    ...encodeForNotify({ ...event, prices: event.prices.slice(0, half) }, limit),
    ...encodeForNotify({ ...event, prices: event.prices.slice(half) }, limit),
  ];
}

/**
 * Packs events into as few NOTIFY payloads as fit: each payload is a JSON array of events, under
 * the limit. Under a stream of trades one NOTIFY carries many fills instead of one each.
 */
export function packForNotify(events: readonly BusEvent[], limit = NOTIFY_PAYLOAD_LIMIT): string[] {
  const payloads: string[] = [];
  let current: string[] = [];
  let size = 2; // the brackets
  for (const part of events.flatMap((e) => encodeForNotify(e, limit - 2))) {
    const bytes = Buffer.byteLength(part) + (current.length > 0 ? 1 : 0);
    if (current.length > 0 && size + bytes > limit) {
      payloads.push(`[${current.join(',')}]`);
      current = [];
      size = 2;
    }
    size += Buffer.byteLength(part) + (current.length > 0 ? 1 : 0);
    current.push(part);
  }
  if (current.length > 0) payloads.push(`[${current.join(',')}]`);
  return payloads;
}

const NOTIFY_ATTEMPTS = 3;
const NOTIFY_RETRY_MS = 250;

/**
 * LISTEN/NOTIFY on `channel`. postgres-js keeps the LISTEN on a dedicated connection and
 * re-listens after a reconnect; NOTIFY goes through a one-connection pool of its own so a busy
 * API pool never delays a fill notice. Events published while a NOTIFY is on its way wait and
 * leave together in the next one (order kept), so the cost per trade falls as the load rises.
 * Resolves once this instance is listening.
 */
export async function createPostgresBus(
  url: string,
  options: { channel?: string; log?: (line: string) => void } = {},
): Promise<EventBus> {
  const channel = options.channel ?? BUS_CHANNEL;
  const log = options.log ?? console.error;
  const handlers = new Set<BusHandler>();
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const listening = await sql.listen(channel, (payload) => {
    let parsed: BusEvent | BusEvent[];
    try {
      parsed = JSON.parse(payload) as BusEvent | BusEvent[];
    } catch {
      log(`[realtime] ignored a malformed notification on ${channel}`);
      return;
    }
    for (const event of Array.isArray(parsed) ? parsed : [parsed]) fanOut(handlers, event, log);
  });
  let closed = false;
  /**
   * After PostgreSQL restarts, the first NOTIFY often goes out on the old connection and meets its
   * closing message; a few tries on a fresh one keep that event (a fill the player waits for).
   */
  async function notify(payload: string) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await sql.notify(channel, payload);
      } catch (err) {
        if (closed || attempt >= NOTIFY_ATTEMPTS || classifyDatabaseError(err) !== 'unavailable') throw err;
        await sleep(NOTIFY_RETRY_MS);
      }
    }
  }
  // The batch still collecting events, and the send before it (batches leave one at a time).
  let collecting: { events: BusEvent[]; sent: Promise<void> } | null = null;
  let previous: Promise<unknown> = Promise.resolve();
  return {
    kind: 'postgres',
    publish(event) {
      if (closed) return Promise.resolve();
      if (!collecting) {
        const batch: { events: BusEvent[]; sent: Promise<void> } = { events: [], sent: Promise.resolve() };
        batch.sent = previous.then(async () => {
          if (collecting === batch) collecting = null;
          for (const payload of packForNotify(batch.events)) await notify(payload);
        });
        previous = batch.sent.catch(() => {});
        collecting = batch;
      }
      collecting.events.push(event);
      return collecting.sent;
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      if (closed) return;
      closed = true;
      handlers.clear();
      await previous;
      await listening.unlisten().catch(() => {});
      await sql.end({ timeout: 5 });
    },
  };
}

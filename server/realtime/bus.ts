// The realtime event bus: whoever causes an event (the engine leader for price ticks, the instance
// that executed a fill) publishes it once; every server instance receives it and delivers it to
// its own sockets. In one process (PGlite) that is an in-memory fan-out; across instances on one
// PostgreSQL database it is LISTEN/NOTIFY (ARCHITECTURE.md: nothing home-made replaces it).
import postgres from 'postgres';
import type { PriceTick } from '#core/schemas/market-data';
import type { Order, Trade } from '#core/schemas/trading';

export type BusEvent =
  | { type: 'prices'; at: string; prices: PriceTick[] }
  | { type: 'fill'; userId: string; order: Order; trade: Trade }
  | { type: 'order'; userId: string; order: Order };

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
 * LISTEN/NOTIFY on `channel`. postgres-js keeps the LISTEN on a dedicated connection and
 * re-listens after a reconnect; NOTIFY goes through a one-connection pool of its own so a busy
 * API pool never delays a fill notice. Resolves once this instance is listening.
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
    let event: BusEvent;
    try {
      event = JSON.parse(payload) as BusEvent;
    } catch {
      log(`[realtime] ignored a malformed notification on ${channel}`);
      return;
    }
    fanOut(handlers, event, log);
  });
  let closed = false;
  return {
    kind: 'postgres',
    async publish(event) {
      if (closed) return;
      for (const payload of encodeForNotify(event)) await sql.notify(channel, payload);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      if (closed) return;
      closed = true;
      handlers.clear();
      await listening.unlisten().catch(() => {});
      await sql.end({ timeout: 5 });
    },
  };
}

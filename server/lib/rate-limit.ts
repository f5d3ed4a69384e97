// The one rate-limit mechanism: rate-limiter-flexible. Limits that guard accounts, codes and
// writes keep their counters in PostgreSQL (RateLimiterDrizzle over our own Db, so PGlite too), so
// they hold across instances and restarts; per-player flood guards on hot paths (orders, chat) may
// count in memory. docs/decisions/011-rate-limits-in-the-database.md.
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimiterFlexible } from '../db/schema';
import { HttpError } from '../http/http-error';

export interface LimitRule {
  /** How many points a key may spend in one window. */
  points: number;
  /** The window, in seconds. */
  duration: number;
  /** Once over, the key is refused for this many seconds (default: until the window ends). */
  blockDuration?: number;
}

/** What the refused client reads, or how to write it from the seconds to wait. */
type Message = string | ((retryAfterSeconds: number) => string);

export interface Limit {
  /**
   * Spends points for key; once the key is over its limit, throws a 429 `rate_limited` HttpError
   * whose details carry retryAfterSeconds (the error handler and the auth routes send Retry-After).
   */
  consume(key: string, options?: { points?: number; message?: Message }): Promise<void>;
  /** Points spent in the current window, without spending any. */
  spent(key: string): Promise<number>;
  /** Seconds before key may act again (0 when it may now), without spending any. */
  retryAfter(key: string): Promise<number>;
  /** Refuses key for the given seconds. */
  block(key: string, seconds: number): Promise<void>;
  /** Forgets key (a correct password clears its failures). */
  reset(key: string): Promise<void>;
}

export interface RateLimits {
  readonly enabled: boolean;
  /** A limit named `name`; keys of different limits never collide. */
  limit(name: string, rule: LimitRule, options?: { store?: 'database' | 'memory' }): Limit;
}

export function rateLimited(seconds: number, message: Message): HttpError {
  const retryAfterSeconds = Math.max(1, Math.ceil(seconds));
  const text = typeof message === 'string' ? message : message(retryAfterSeconds);
  return new HttpError(429, 'rate_limited', text, { retryAfterSeconds });
}

const DEFAULT_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/** With `enabled` false (most tests) every limit lets everything through. */
export function createRateLimits(db: Db, { enabled }: { enabled: boolean }): RateLimits {
  let sweeping = false;
  return {
    enabled,
    limit(name, rule, options = {}) {
      if (!enabled) return OPEN_LIMIT;
      const config = {
        keyPrefix: name,
        points: rule.points,
        duration: rule.duration,
        blockDuration: rule.blockDuration ?? 0,
      };
      const store: RateLimiterAbstract =
        options.store === 'memory'
          ? new RateLimiterMemory(config)
          : new RateLimiterDrizzle({
              ...config,
              storeClient: db,
              schema: rateLimiterFlexible,
              // One limiter per process sweeps expired rows; they all share the table.
              clearExpiredByTimeout: !sweeping && (sweeping = true),
            });
      return limitOn(store);
    },
  };
}

function limitOn(store: RateLimiterAbstract): Limit {
  return {
    async consume(key, { points = 1, message = DEFAULT_MESSAGE } = {}) {
      try {
        await store.consume(key, points);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw rateLimited(err.msBeforeNext / 1000, message);
        throw err;
      }
    },
    async spent(key) {
      return (await store.get(key))?.consumedPoints ?? 0;
    },
    async retryAfter(key) {
      const res = await store.get(key);
      if (!res || res.consumedPoints <= store.points) return 0;
      return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    },
    async block(key, seconds) {
      await store.block(key, seconds);
    },
    async reset(key) {
      await store.delete(key);
    },
  };
}

const OPEN_LIMIT: Limit = {
  consume: async () => {},
  spent: async () => 0,
  retryAfter: async () => 0,
  block: async () => {},
  reset: async () => {},
};

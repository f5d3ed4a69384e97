// Per-player limits on placing and cancelling orders: generous for a person tapping buttons,
// tight enough that a script cannot flood the order table or the ledger. Counters live in this
// process (rate-limiter-flexible's memory store): with several instances a player's ceiling is
// per instance, which is still bounded; the database-backed limits guard sign-in, where a shared
// count matters.
import type { MiddlewareHandler } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Auth } from '../auth/auth';
import { sessionUserId } from '../auth/session';
import { HttpError } from './http-error';

/** A burst of 10 orders in any 5 seconds, and at most 120 a minute. */
export const ORDER_LIMITS = [
  { points: 10, duration: 5 },
  { points: 120, duration: 60 },
] as const;

export function tradingRateLimit(auth: Auth): MiddlewareHandler {
  const limiters = ORDER_LIMITS.map((l) => new RateLimiterMemory({ ...l, keyPrefix: `orders:${l.duration}` }));
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const userId = await sessionUserId(auth, c);
    // Signed-out requests get their 401 from the route itself.
    if (!userId) return next();
    try {
      for (const limiter of limiters) await limiter.consume(userId);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      c.header('Retry-After', String(seconds));
      throw new HttpError(429, 'rate_limited', `Too many orders. Please wait ${seconds} s and try again.`, {
        retryAfterSeconds: seconds,
      });
    }
    return next();
  };
}

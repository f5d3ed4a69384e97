// Per-player limits on placing and cancelling orders: generous for a person tapping buttons,
// tight enough that a script cannot flood the order table or the ledger. They count in this
// process's memory (server/lib/rate-limit.ts): an order must not pay a database write for its
// flood guard, and with several instances a player's ceiling is per instance, still bounded.
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth';
import { sessionUserId } from '../auth/session';
import type { RateLimits } from '../lib/rate-limit';

/** A burst of 10 orders in any 5 seconds, and at most 120 a minute. */
export const ORDER_LIMITS = [
  { points: 10, duration: 5 },
  { points: 120, duration: 60 },
] as const;

export function tradingRateLimit(auth: Auth, limits: RateLimits): MiddlewareHandler {
  const perPlayer = ORDER_LIMITS.map((rule) => limits.limit(`orders:${rule.duration}`, rule, { store: 'memory' }));
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const userId = await sessionUserId(auth, c);
    // Signed-out requests get their 401 from the route itself.
    if (!userId) return next();
    for (const limit of perPlayer)
      await limit.consume(userId, {
        message: (s) => `Too many orders. Please wait ${s} s and try again.`,
      });
    return next();
  };
}

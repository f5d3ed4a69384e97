// Limits on placing and cancelling orders: generous for a person tapping buttons, tight enough that
// a script cannot flood the order table or the ledger. A burst limit per player, and the admins'
// orders-a-minute per portfolio (player and game) for placing. They count in this process's memory
// (server/lib/rate-limit.ts): an order must not pay a database write for its flood guard, and with
// several instances a player's ceiling is per instance, still bounded.
import type { Context, MiddlewareHandler } from 'hono';
import { PUBLIC_GAME_ID, PUBLIC_GAME_SLUG } from '#core/games';
import type { Auth } from '../auth/auth';
import { sessionUserId } from '../auth/session';
import type { Limit, RateLimits } from '../lib/rate-limit';

/** A burst of 10 orders or cancels in any 5 seconds, per player. */
export const ORDER_BURST = { points: 10, duration: 5 } as const;

const message = (s: number) => `Too many orders. Please wait ${s} s and try again.`;

/** The game an order is placed in, as the request names it (the public game when it names none). */
async function gameOf(c: Context): Promise<string> {
  const body: unknown = await c.req.json().catch(() => null);
  const game = (body as { game?: unknown } | null)?.game;
  if (typeof game !== 'string' || game.length > 100 || game === PUBLIC_GAME_ID) return PUBLIC_GAME_SLUG;
  return game;
}

export function tradingRateLimit(
  auth: Auth,
  limits: RateLimits,
  settings: { get(): Promise<{ ordersPerMinute: number }> },
): MiddlewareHandler {
  const burst = limits.limit('orders:burst', ORDER_BURST, { store: 'memory' });
  // One limiter per setting the admins have used: a change applies to the next order.
  const perMinute = new Map<number, Limit>();
  const minuteLimit = (points: number) => {
    let limit = perMinute.get(points);
    if (!limit)
      perMinute.set(
        points,
        (limit = limits.limit(`orders:minute:${points}`, { points, duration: 60 }, { store: 'memory' })),
      );
    return limit;
  };
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const userId = await sessionUserId(auth, c);
    // Signed-out requests get their 401 from the route itself.
    if (!userId) return next();
    await burst.consume(userId, { message });
    // Placing (POST /api/orders) counts against the portfolio; a cancel only against the burst.
    if (c.req.path === '/api/orders') {
      const { ordersPerMinute } = await settings.get();
      await minuteLimit(ordersPerMinute).consume(`${userId}:${await gameOf(c)}`, { message });
    }
    return next();
  };
}

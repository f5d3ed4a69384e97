// The API's guards as one middleware. A request that can change something passes each guard in
// turn (origin, body size and shape, a parent's consent), nested as separate `use`s would be
// (Hono's `every`); a read (GET, HEAD), which those guards let through, has only its URL checked.
// Most of the API's requests are reads: they take one step here instead of one per guard.
import type { Context, MiddlewareHandler, Next } from 'hono';
import { every } from 'hono/combine';

export function apiGuards(options: { read: (c: Context) => void; write: MiddlewareHandler[] }): MiddlewareHandler {
  const writes = every(...options.write);
  return (c: Context, next: Next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return writes(c, next);
    options.read(c);
    return next();
  };
}

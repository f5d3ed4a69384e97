// The API's guards as one middleware. A request that can change something passes each guard in
// turn (origin, body size and shape, a parent's consent); a read (GET, HEAD), which those guards
// let through, has only its URL checked. Most of the API's requests are reads: they take one step
// here instead of one per guard.
import type { Context, MiddlewareHandler, Next } from 'hono';

export function apiGuards(options: { read: (c: Context) => void; write: MiddlewareHandler[] }): MiddlewareHandler {
  const guards = options.write;
  return (c: Context, next: Next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') {
      options.read(c);
      return next();
    }
    // Each guard's next is the guards after it, then the route: the nesting of separate `use`s.
    const run = async (i: number): Promise<void> => {
      if (i === guards.length) return next();
      const answer = await guards[i]!(c, () => run(i + 1));
      // A guard that answers itself, as Hono's own chain would take it.
      if (answer instanceof Response) c.res = answer;
    };
    return run(0);
  };
}

import type { MiddlewareHandler } from 'hono';
import { HttpError } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for our own state-changing API calls: the browser's Origin header must be our
 * origin (the configured public URL, or the host the request came to). Cookies are SameSite=Lax
 * as well; this closes the gap for same-site subdomains and old browsers. (The auth routes get the
 * same check from better-auth.)
 */
export function sameOriginGuard(publicOrigin: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const expected = publicOrigin ?? new URL(c.req.url).origin;
    if (!origin || origin !== expected) {
      throw new HttpError(403, 'forbidden', 'This request must come from the Bolts app itself.');
    }
    return next();
  };
}

import type { MiddlewareHandler } from 'hono';
import { HttpError } from './http-error';

/** The auth routes whose answer sends a link by email or text. */
export const LINK_SENDING_PATHS = new Set([
  '/api/auth/request-password-reset',
  '/api/auth/sign-up/email',
  '/api/auth/send-verification-email',
]);

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Host names the same, counting loopback names as one (a local server is reached by any of them). */
function sameHost(a: URL, b: URL): boolean {
  if (a.port !== b.port) return false;
  return a.hostname === b.hostname || (LOOPBACK.has(a.hostname) && LOOPBACK.has(b.hostname));
}

/**
 * Refuses a request that would send a link when it came addressed to another host than the one
 * links point to: links are built from the configured origin anyway, and a forged Host means
 * someone is trying to make the server mail a victim something.
 */
export function linkHostGuard(linkOrigin: string): MiddlewareHandler {
  const expected = new URL(linkOrigin);
  return async (c, next) => {
    if (c.req.method !== 'POST' || !LINK_SENDING_PATHS.has(c.req.path)) return next();
    // The node server builds the request's URL from its Host header.
    if (!sameHost(new URL(c.req.url), expected)) {
      throw new HttpError(
        400,
        'wrong_host',
        `Links are only sent from ${expected.origin}. Please open Bolts there and try again.`,
      );
    }
    return next();
  };
}

import type { Context, Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { RateLimits } from '../lib/rate-limit';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { toApiErrorBody } from './auth-errors';

/** A class signs in together from one school address; each account keeps its own throttle (sign-in-throttle.ts). */
const SIGN_INS_PER_ADDRESS = 60;

/** Per-address limits on the auth routes, per minute; every other auth call shares the default. */
export const AUTH_ADDRESS_LIMITS: Record<string, number> = {
  '/sign-in/email': SIGN_INS_PER_ADDRESS,
  '/sign-in/username': SIGN_INS_PER_ADDRESS,
  '/phone/sign-in': SIGN_INS_PER_ADDRESS,
  '/sign-up/email': 5,
  '/send-verification-email': 5,
  // Players need the answer while they type a name; a slow trickle keeps names from being listed.
  '/is-username-available': 30,
  '/phone/sign-up': 5,
  '/phone/resend': 5,
  '/phone/verify': 10,
  '/phone/reset/request': 5,
  '/phone/reset/confirm': 10,
  '/request-password-reset': 5,
  '/reset-password': 10,
};
const DEFAULT_ADDRESS_LIMIT = 100;

/**
 * Mounts better-auth under /api/auth. The client's address is taken from the socket (or, behind a
 * trusted proxy, from X-Forwarded-For), limited per route, and passed in a header the client cannot
 * forge. Error bodies are rewritten into the API's error shape.
 */
export function mountAuthRoutes(app: Hono, auth: Auth, options: { trustProxy: boolean; limits: RateLimits }) {
  const perAddress = new Map(
    [...Object.entries(AUTH_ADDRESS_LIMITS), ['*', DEFAULT_ADDRESS_LIMIT] as const].map(([path, points]) => [
      path,
      options.limits.limit(`auth-address:${path}`, { points, duration: 60 }),
    ]),
  );
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const forwarded = options.trustProxy ? headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
    const ip = forwarded || safeRemoteAddress(c);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const route = c.req.path.slice('/api/auth'.length);
    // Over the limit: a 429 with Retry-After from the error handler.
    if (ip) await (perAddress.get(route) ?? perAddress.get('*')!).consume(ip);
    const request = new Request(c.req.raw, { headers });
    const response = await auth.handler(request);
    if (response.status < 400) return response;
    // JSON errors carry the library's code; a disabled route answers plain text.
    const json = response.headers.get('content-type')?.includes('application/json');
    const plain = response.status === 404 ? { message: `No API route for ${c.req.method} ${c.req.path}` } : null;
    const body = toApiErrorBody(response.status, json ? await response.json().catch(() => null) : plain);
    const rewritten = new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
    rewritten.headers.set('content-type', 'application/json; charset=UTF-8');
    rewritten.headers.delete('content-length');
    return rewritten;
  });
}

function safeRemoteAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // In-process requests (tests) have no socket.
    return undefined;
  }
}

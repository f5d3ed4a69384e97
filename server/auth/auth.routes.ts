import type { Context, Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { toApiErrorBody } from './auth-errors';

/**
 * Mounts better-auth under /api/auth. The client's address is taken from the socket (or, behind a
 * trusted proxy, from X-Forwarded-For) and passed in a header the client cannot forge, for the
 * library's per-IP rate limits. Error bodies are rewritten into the API's error shape.
 */
export function mountAuthRoutes(app: Hono, auth: Auth, trustProxy: boolean) {
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const forwarded = trustProxy ? headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
    const ip = forwarded || safeRemoteAddress(c);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const request = new Request(c.req.raw, { headers });
    const response = await auth.handler(request);
    if (response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
    const body = toApiErrorBody(response.status, await response.json().catch(() => null));
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

// Security headers on every answer (docs/security.md): a strict Content-Security-Policy with no inline
// scripts (the built app has none; Vite emits module files), frames refused, nosniff, a referrer
// policy, HSTS in production, and bodies of API requests capped. CORS stays closed: no
// Access-Control-* header is ever sent, so another site's scripts cannot read our answers, and
// sameOriginGuard refuses their writes.
import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { HttpError } from './http-error';

/** The largest API request body: far above any form of the app (a news article is a few KB). */
export const MAX_API_BODY_BYTES = 64 * 1024;

/** The API documentation page (Swagger UI) loads its script and styles from this CDN. */
const DOCS_CDN = 'https://cdn.jsdelivr.net';
const DOCS_PATH = '/api/docs';

function headers(production: boolean, docs: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: docs ? ["'self'", "'unsafe-inline'", DOCS_CDN] : ["'self'"],
      // Styles cannot run code; toasts (sonner) insert a <style> element at run time.
      styleSrc: docs ? ["'self'", "'unsafe-inline'", DOCS_CDN] : ["'self'", "'unsafe-inline'"],
      // Ads show images from the URLs admins enter (http(s) only, checked on save).
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(production ? [] : ['http:'])],
      fontSrc: ["'self'", 'data:'],
      // The API and the realtime socket are on this origin ('self' covers ws:/wss: to it).
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    // Only over HTTPS in production; browsers ignore it on plain HTTP anyway.
    strictTransportSecurity: production ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  });
}

/**
 * An API answer's headers (docs/security.md): JSON loads and runs nothing, so the strictest policy
 * and the REST set OWASP gives; the page-only headers would only add to every answer's cost.
 */
function apiHeaders(production: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    strictTransportSecurity: production ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    permissionsPolicy: {},
  });
}

type HeaderPairs = readonly (readonly [string, string])[];

/** The headers hono's middleware would add to an answer, read once from a bare one. */
function pairsOf(middleware: MiddlewareHandler): { now: () => HeaderPairs | undefined; ready: Promise<HeaderPairs> } {
  let pairs: HeaderPairs | undefined;
  const res = { headers: new Headers() };
  const ready = Promise.resolve(middleware({ res } as unknown as Context, async () => {})).then(
    () => (pairs = [...res.headers.entries()]),
  );
  // `now` once decided: an await of a settled promise would still cost every answer a microtask.
  return { now: () => pairs, ready };
}

/**
 * The same headers on every answer, decided once. On the Node server they go straight onto the
 * outgoing message before the route runs: set on the route's web Response afterwards, as hono's
 * middleware does, they would turn the adapter's light response into a full one and validate each
 * header twice, a large share of a small read's cost. A route's own header of the same name wins;
 * none sets one. Without a Node response (app.request in tests) they go on the route's answer after it.
 */
export function securityHeaders({ production }: { production: boolean }): MiddlewareHandler {
  const app = pairsOf(headers(production, false));
  const docs = pairsOf(headers(production, true));
  const api = pairsOf(apiHeaders(production));
  return async (c, next) => {
    const path = c.req.path;
    const set = path === DOCS_PATH ? docs : path.startsWith('/api/') ? api : app;
    const pairs = set.now() ?? (await set.ready);
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && !outgoing.headersSent) {
      for (const [name, value] of pairs) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    const answer = c.res.headers;
    for (const [name, value] of pairs) if (!answer.has(name)) answer.set(name, value);
  };
}

const payloadTooLarge = () => new HttpError(413, 'payload_too_large', 'This request is too large.');

/**
 * 413 with the API's error shape for a body over MAX_API_BODY_BYTES, before anything reads it. A
 * declared Content-Length is checked from the header alone; only a body without one (chunked) goes
 * through hono's bodyLimit, which counts it as it arrives. hono's middleware looks at the request's
 * body stream first, and on @hono/node-server that turns every request, reads included, into a
 * full web Request with a ReadableStream, a large share of the server's CPU for an order.
 * GET and HEAD carry no body any route reads.
 */
export const apiBodyLimit = (): MiddlewareHandler => {
  const streamed = bodyLimit({
    maxSize: MAX_API_BODY_BYTES,
    onError: () => {
      throw payloadTooLarge();
    },
  });
  return (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (!/^\d+$/.test(length) || Number(length) > MAX_API_BODY_BYTES) throw payloadTooLarge();
      return next();
    }
    return streamed(c, next);
  };
};

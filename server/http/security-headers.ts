// Security headers on every answer (issue 8): a strict Content-Security-Policy with no inline
// scripts (the built app has none; Vite emits module files), frames refused, nosniff, a referrer
// policy, HSTS in production, and bodies of API requests capped. CORS stays closed: no
// Access-Control-* header is ever sent, so another site's scripts cannot read our answers, and
// sameOriginGuard refuses their writes.
import type { MiddlewareHandler } from 'hono';
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

export function securityHeaders({ production }: { production: boolean }): MiddlewareHandler {
  const app = headers(production, false);
  const docs = headers(production, true);
  return (c, next) => (c.req.path === DOCS_PATH ? docs(c, next) : app(c, next));
}

/** 413 with the API's error shape for a body over MAX_API_BODY_BYTES, before anything reads it. */
export const apiBodyLimit = (): MiddlewareHandler =>
  bodyLimit({
    maxSize: MAX_API_BODY_BYTES,
    onError: () => {
      throw new HttpError(413, 'payload_too_large', 'This request is too large.');
    },
  });

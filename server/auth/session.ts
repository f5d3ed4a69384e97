import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from '../http/http-error';
import type { Auth } from './auth';

const cache = new WeakMap<Request, Promise<string | null>>();

/** The signed-in user's id, read from the session cookie once per request; null when signed out. */
export function sessionUserId(auth: Auth, c: Context): Promise<string | null> {
  let pending = cache.get(c.req.raw);
  if (!pending) {
    pending = auth.api.getSession({ headers: c.req.raw.headers }).then((s) => s?.user.id ?? null);
    cache.set(c.req.raw, pending);
  }
  return pending;
}

/** Every route that is not public starts with this: 401 without a live session. */
export async function requireUserId(auth: Auth, c: Context): Promise<string> {
  const userId = await sessionUserId(auth, c);
  if (!userId) throw new HttpError(401, 'unauthorized', 'Please sign in first.');
  return userId;
}

/**
 * Route middleware (createRoute({ middleware })) that answers 401 before the request body is even
 * validated, so a signed-out caller learns nothing about a route's input.
 */
export function signedIn(auth: Auth): MiddlewareHandler {
  return async (c, next) => {
    await requireUserId(auth, c);
    return next();
  };
}

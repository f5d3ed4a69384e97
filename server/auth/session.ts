// Who is signed in. better-auth's getSession reads the session (and user) from the database on
// every call; API routes only need the user id, so each process keeps a small cache of session
// token -> user id for a few seconds (docs/decisions/006). When those seconds have passed, a cookie
// the library already verified is checked again with one read of its session row instead of the
// library's whole path (docs/decisions/021); the library still answers the first time, and
// whenever the session is due for its refresh or that read finds it gone.
//
// Revocation: every session the library deletes (sign-out, revoke, password reset) passes through
// its delete hooks, which drop the token here before and after the delete, so in this process a
// revoked session stops working at once. Another instance learns of it within the TTL (5 s by
// default); so does a session deleted in SQL by hand. An entry never outlives its session.
// Suspension deletes the user's sessions in SQL and then calls forgetUserSessions here.
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from '../http/http-error';
import { readCookie } from '../http/read-cookie';
import type { Auth } from './auth';

export const SESSION_CACHE_TTL_MS = 5_000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  /** The whole signed cookie value, so a hit needs the exact cookie the library verified. */
  cookie: string;
  userId: string;
  until: number;
  /** When the session itself ends: a lapsed entry is worth checking again only before then. */
  sessionEnds: number;
}

/**
 * One read of a session's row by its token: its user while it is live, not expired, its user not
 * suspended and not due for the library's refresh; null otherwise (the library then answers).
 */
export type SessionRecheck = (token: string) => Promise<{ userId: string; expiresAt: Date } | null>;

export interface SessionCache {
  /** Name of the session cookie, e.g. "bolts.session_token" ("__Secure-" in front in production). */
  readonly cookieName: string;
  /** The user of a cookie verified less than the TTL ago, or undefined. */
  get(cookie: string): string | undefined;
  /**
   * For a cookie the library verified whose TTL has passed (but not its session's end): one read of
   * its session's row, trusted for another TTL when live. Undefined otherwise: ask the library.
   */
  recheck(cookie: string): Promise<string | undefined>;
  /** Bumped by every revocation; a lookup that started before one does not store its answer. */
  readonly epoch: number;
  set(cookie: string, session: { token: string; userId: string; expiresAt: Date }, epochAtStart: number): void;
  /** Forgets a session token now (its session is being deleted). */
  revoke(token: string): void;
  /** Forgets every session of a user now (an admin suspended the account and deleted them). */
  revokeUser(userId: string): void;
  readonly size: number;
}

/** The token part of a signed cookie value ("<token>.<signature>", URL-encoded). */
function tokenOf(cookie: string): string {
  const dot = cookie.indexOf('.');
  return dot === -1 ? cookie : cookie.slice(0, dot);
}

export function createSessionCache(options: {
  cookieName: string;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  recheck?: SessionRecheck;
}): SessionCache {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  const now = options.now ?? (() => Date.now());
  // Keyed by token; Map order is insertion order, so the first key is the oldest entry.
  const entries = new Map<string, Entry>();
  let epoch = 0;
  function set(cookie: string, session: { token: string; userId: string; expiresAt: Date }, epochAtStart: number) {
    if (ttlMs <= 0 || epochAtStart !== epoch) return;
    const token = tokenOf(cookie);
    if (token !== session.token) return;
    const sessionEnds = session.expiresAt.getTime();
    const until = Math.min(now() + ttlMs, sessionEnds);
    entries.delete(token);
    entries.set(token, { cookie, userId: session.userId, until, sessionEnds });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }
  /** The entry of exactly this cookie; one past its session's end is dropped. */
  function entryOf(cookie: string): Entry | undefined {
    const token = tokenOf(cookie);
    const entry = entries.get(token);
    if (!entry) return undefined;
    if (entry.sessionEnds <= now()) {
      entries.delete(token);
      return undefined;
    }
    return entry.cookie === cookie ? entry : undefined;
  }
  return {
    cookieName: options.cookieName,
    get epoch() {
      return epoch;
    },
    get size() {
      return entries.size;
    },
    get(cookie) {
      if (ttlMs <= 0) return undefined;
      const entry = entryOf(cookie);
      return entry && entry.until > now() ? entry.userId : undefined;
    },
    async recheck(cookie) {
      const entry = ttlMs > 0 && options.recheck ? entryOf(cookie) : undefined;
      if (!entry || entry.until > now()) return undefined;
      const token = tokenOf(cookie);
      const epochAtStart = epoch;
      const live = await options.recheck!(token);
      if (!live) return undefined;
      set(cookie, { token, userId: live.userId, expiresAt: live.expiresAt }, epochAtStart);
      return live.userId;
    },
    set,
    revoke(token) {
      epoch++;
      entries.delete(token);
    },
    revokeUser(userId) {
      epoch++;
      for (const [token, entry] of entries) if (entry.userId === userId) entries.delete(token);
    },
  };
}

const caches = new WeakMap<Auth, SessionCache>();

/** createAuth registers the cache its delete hooks keep honest. */
export function attachSessionCache(auth: Auth, cache: SessionCache): void {
  caches.set(auth, cache);
}

/**
 * After the user's session rows were deleted in SQL (suspension): this process stops trusting any
 * cached cookie of theirs at once, and lookups already under way do not store their answer.
 */
export function forgetUserSessions(auth: Auth, userId: string): void {
  caches.get(auth)?.revokeUser(userId);
}

async function lookUpUserId(auth: Auth, headers: Headers): Promise<string | null> {
  const cache = caches.get(auth);
  if (!cache) {
    const found = await auth.api.getSession({ headers });
    return found && !found.user.suspendedAt ? found.user.id : null;
  }
  const cookie = readCookie(headers.get('cookie'), cache.cookieName);
  // No session cookie, no session: the library would answer null after its own parsing.
  if (!cookie) return null;
  const cached = cache.get(cookie);
  if (cached) return cached;
  const rechecked = await cache.recheck(cookie);
  if (rechecked) return rechecked;
  const epoch = cache.epoch;
  const found = await auth.api.getSession({ headers });
  // A session that slipped in while its account was being suspended still cannot act.
  if (!found || found.user.suspendedAt) return null;
  cache.set(cookie, { token: found.session.token, userId: found.user.id, expiresAt: found.session.expiresAt }, epoch);
  return found.user.id;
}

const perRequest = new WeakMap<Request, Promise<string | null>>();

/** The signed-in user's id, read from the session cookie once per request; null when signed out. */
export function sessionUserId(auth: Auth, c: Context): Promise<string | null> {
  let pending = perRequest.get(c.req.raw);
  if (!pending) {
    pending = lookUpUserId(auth, c.req.raw.headers);
    perRequest.set(c.req.raw, pending);
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

/**
 * A session's name outside the auth tables (the realtime bus, where another instance closes the
 * sockets opened with it): a hash, so the token itself never travels or gets logged.
 */
export function sessionKeyOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

// Sign-in throttling that slows the guesser, not the owner. Only failed passwords count: per
// address (an hour and a day), and per account with exponential back-off, one counter per account
// whichever identifier (email, username, phone) was typed. While an account is backed off, the
// owner's known device (a cookie set by an earlier sign-in) or known address (one of the
// account's live sessions) still gets through; a fresh address waits the back-off out.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { normalizePhone } from '#core/phone';
import type { Db } from '../db/client';
import { browserCookie } from './browser-cookie';
import { sessions, users } from '../db/schema';
import { HttpError } from '../http/http-error';
import { rateLimited, type RateLimits } from '../lib/rate-limit';

/** Failures before the first back-off, and its ceiling (seconds). */
const FREE_FAILURES = 5;
const MAX_BACKOFF_SECONDS = 15 * 60;
/** Failures one address may make (any accounts) before it is refused; a school shares one address. */
export const ADDRESS_FAILURES_PER_HOUR = 30;
export const ADDRESS_FAILURES_PER_DAY = 100;
const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** A shared computer may hold several players' marks; the oldest goes first. */
const KNOWN_DEVICE_MAX_ACCOUNTS = 5;

export const SIGN_IN_PATHS = ['/sign-in/email', '/sign-in/username', '/phone/sign-in'] as const;

export interface SignInAttempt {
  path: string;
  body: unknown;
  ip: string | null;
  /** The known-device cookie as the browser sent it. */
  knownDevice: string | null;
}

/** Seconds to wait after `failures` consecutive failures (0 while still free). */
export function backoffSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_BACKOFF_SECONDS);
}

export function createSignInThrottle(deps: { db: Db; limits: RateLimits; secret: string; production: boolean }) {
  const { db, limits } = deps;
  // A limit refuses once its points are exceeded; an address is refused once it has this many.
  const failuresAllowed = (n: number) => n - 1;
  const addressHour = limits.limit('sign-in-failures:address-hour', {
    points: failuresAllowed(ADDRESS_FAILURES_PER_HOUR),
    duration: 60 * 60,
  });
  const addressDay = limits.limit('sign-in-failures:address-day', {
    points: failuresAllowed(ADDRESS_FAILURES_PER_DAY),
    duration: 24 * 60 * 60,
  });
  // Never refuses by itself (the back-off does): it only counts consecutive failures.
  const accountFailures = limits.limit('sign-in-failures:account', { points: 1_000_000, duration: 24 * 60 * 60 });
  const accountBackoff = limits.limit('sign-in-backoff:account', { points: 1, duration: 1 });
  const cookieName = `${deps.production ? '__Secure-' : ''}bolts.known_device`;

  const mark = (userId: string) =>
    createHmac('sha256', deps.secret).update(`known-device:${userId}`).digest('base64url');
  const marksIn = (cookie: string | null) => (cookie ? cookie.split('.').filter(Boolean) : []);
  const holdsMark = (cookie: string | null, userId: string) => {
    const expected = Buffer.from(mark(userId));
    return marksIn(cookie).some((m) => {
      const given = Buffer.from(m);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  };

  /** The account an attempt is about: its id, or the normalised identifier when none matches. */
  async function resolve(path: string, body: unknown): Promise<{ key: string; userId: string | null } | null> {
    const b = (body ?? {}) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().toLowerCase() : null);
    let identifier: string | null = null;
    let column: typeof users.email | typeof users.username | typeof users.phoneNumber = users.email;
    if (path === '/sign-in/email') identifier = text(b.email);
    else if (path === '/sign-in/username') [identifier, column] = [text(b.username), users.username];
    else if (path === '/phone/sign-in' && typeof b.phoneNumber === 'string') {
      [identifier, column] = [normalizePhone(b.phoneNumber) || null, users.phoneNumber];
    }
    if (!identifier) return null;
    // No account has an identifier this long; the key stays short whatever was typed.
    const unknown = { key: `unknown:${createHash('sha256').update(identifier).digest('base64url')}`, userId: null };
    if (identifier.length > 320) return unknown;
    const [row] = await db.select({ id: users.id }).from(users).where(eq(column, identifier)).limit(1);
    return row ? { key: `user:${row.id}`, userId: row.id } : unknown;
  }

  async function isKnownAddress(userId: string, ip: string): Promise<boolean> {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.ipAddress, ip), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return rows.length > 0;
  }

  const refuse = (seconds: number) =>
    rateLimited(seconds, (s) => `Too many failed sign-in attempts. Please try again in ${s} seconds.`);

  return {
    cookieName,

    /** Before the password is checked: throws a 429 HttpError while the guesser must wait. */
    async check(attempt: SignInAttempt): Promise<void> {
      if (!limits.enabled) return;
      const account = await resolve(attempt.path, attempt.body);
      if (!account) return;
      const knownDevice = !!account.userId && holdsMark(attempt.knownDevice, account.userId);
      if (attempt.ip && !knownDevice) {
        const wait = Math.max(await addressHour.retryAfter(attempt.ip), await addressDay.retryAfter(attempt.ip));
        if (wait > 0) throw refuse(wait);
      }
      const wait = await accountBackoff.retryAfter(account.key);
      if (wait <= 0 || knownDevice) return;
      if (account.userId && attempt.ip && (await isKnownAddress(account.userId, attempt.ip))) return;
      throw refuse(wait);
    },

    /** A wrong password: counts against the address and the account, and backs the account off. */
    async failed(attempt: SignInAttempt): Promise<void> {
      if (!limits.enabled) return;
      const account = await resolve(attempt.path, attempt.body);
      // Counting past a limit throws; the count is what matters here, the refusal comes next time.
      const count = (limit: { consume(key: string): Promise<void> }, key: string) =>
        limit.consume(key).catch((err: unknown) => {
          if (!(err instanceof HttpError)) throw err;
        });
      if (attempt.ip) await Promise.all([count(addressHour, attempt.ip), count(addressDay, attempt.ip)]);
      if (!account) return;
      await count(accountFailures, account.key);
      const seconds = backoffSeconds(await accountFailures.spent(account.key));
      if (seconds > 0) await accountBackoff.block(account.key, seconds);
    },

    /** The right password: the account's failures are forgiven. */
    async succeeded(userId: string): Promise<void> {
      if (!limits.enabled) return;
      await Promise.all([accountFailures.reset(`user:${userId}`), accountBackoff.reset(`user:${userId}`)]);
    },

    /** The cookie that marks this browser as a known device of `userId`, keeping other marks. */
    knownDeviceCookie(current: string | null, userId: string) {
      const own = mark(userId);
      const others = marksIn(current).filter((m) => m !== own);
      const value = [...others.slice(-(KNOWN_DEVICE_MAX_ACCOUNTS - 1)), own].join('.');
      return browserCookie(cookieName, value, {
        production: deps.production,
        maxAgeSeconds: KNOWN_DEVICE_MAX_AGE_SECONDS,
      });
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

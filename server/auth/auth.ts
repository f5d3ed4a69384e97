// The auth library, configured for Bolts: email + password (and username) through better-auth's
// own routes, phone accounts through our plugin, sessions in the database behind httpOnly cookies,
// same-origin checks on every state-changing call, and rate limits shared through the database.
import { betterAuth } from 'better-auth';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { username } from 'better-auth/plugins';
import { normalizePhone } from '#core/phone';
import { PASSWORD_MAX, PASSWORD_MIN } from '#core/schemas/auth';
import type { Db } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';
import type { RateLimits } from '../lib/rate-limit';
import type { EmailProvider, SmsProvider } from '../providers/messaging';
import { PHONE_ACCOUNT_EMAIL_DOMAIN, type AccountsService } from '../modules/accounts';
import { createPhoneCodes } from './phone-codes';
import { hashPassword, verifyPassword } from './password';
import { boltsPhone } from './phone-plugin';
import { HttpError } from '../http/http-error';
import { attachSessionCache, createSessionCache, SESSION_CACHE_TTL_MS } from './session';

/** Set by the HTTP layer from the socket (or a trusted proxy); a client cannot supply it. */
export const CLIENT_IP_HEADER = 'x-bolts-client-ip';

export interface AuthOptions {
  db: Db;
  secret: string;
  /** Public origin, e.g. https://bolts.example; undefined means the request's own origin. */
  baseURL?: string;
  production: boolean;
  sms: SmsProvider;
  email: EmailProvider;
  accounts: AccountsService;
  /** Per-account and per-phone limits (per-address ones are applied in auth.routes.ts). */
  limits: RateLimits;
  /** After the library deleted a session (sign-out, revocation): its sockets close (realtime). */
  onSessionEnded?: (token: string) => void;
  /** How long API routes may trust a verified session cookie without the database; 0 turns it off. */
  sessionCacheTtlMs?: number;
}

/** The account a sign-in call is about, normalised, or null for other calls. */
function signInIdentifier(path: string, body: unknown): string | null {
  const b = (body ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().toLowerCase() : null);
  if (path === '/sign-in/email') return text(b.email);
  if (path === '/sign-in/username') return text(b.username);
  if (path === '/phone/sign-in') return typeof b.phoneNumber === 'string' ? normalizePhone(b.phoneNumber) : null;
  return null;
}

export function createAuth(options: AuthOptions) {
  const signInPerAccount = options.limits.limit('sign-in-account', { points: 10, duration: 5 * 60 });
  const codes = createPhoneCodes(options.db, options.secret);
  // server/auth/session.ts: a few seconds of token -> user id for API routes. Every session the
  // library deletes (sign-out, revoke, password reset) leaves the cache before and after the delete.
  const sessionCache = createSessionCache({
    cookieName: `${options.production ? '__Secure-' : ''}bolts.session_token`,
    ttlMs: options.sessionCacheTtlMs ?? SESSION_CACHE_TTL_MS,
  });
  const forget = async (session: { token: string }) => sessionCache.revoke(session.token);
  const ended = async (session: { token: string }) => {
    sessionCache.revoke(session.token);
    options.onSessionEnded?.(session.token);
  };
  const auth = betterAuth({
    appName: 'Bolts',
    basePath: '/api/auth',
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }) => {
        await options.email.send({
          to: user.email,
          subject: 'Reset your Bolts password',
          text: `Hi ${user.name},\n\nSomeone asked to reset your Bolts password. If it was you, open this link within an hour:\n\n${url}\n\nIf it was not you, ignore this email; your password stays the same.`,
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    user: {
      deleteUser: { enabled: false },
      // Read with every session, so a session of a suspended account is refused (session.ts).
      additionalFields: { suspendedAt: { type: 'date', required: false, input: false } },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const identifier = signInIdentifier(ctx.path, ctx.body);
        if (!identifier) return;
        await signInPerAccount
          .consume(identifier, { message: 'Too many sign-in attempts for this account. Please wait a few minutes.' })
          .catch((err: unknown) => {
            if (err instanceof HttpError) throw new APIError('TOO_MANY_REQUESTS', { code: err.code, message: err.message });
            throw err;
          });
      }),
    },
    databaseHooks: {
      session: {
        // Every sign-in (email, username, phone) ends here once the password checked out: a
        // suspended account gets no session.
        create: {
          before: async (session) => {
            const [user] = await options.db
              .select({ suspendedAt: users.suspendedAt })
              .from(users)
              .where(eq(users.id, session.userId))
              .limit(1);
            if (user?.suspendedAt) {
              throw new APIError('FORBIDDEN', {
                code: 'account_suspended',
                message: 'This account has been suspended. Please contact support.',
              });
            }
          },
        },
        delete: { before: forget, after: ended },
      },
      user: {
        create: {
          // Every new account, email or phone, gets its profile and its 50,000 Bolts here.
          after: async (user) => {
            await options.accounts.setUpAccount({
              id: user.id,
              name: user.name,
              email: user.email,
              username: (user as { username?: string | null }).username ?? null,
              createdAt: user.createdAt,
            });
          },
        },
      },
    },
    plugins: [
      username({ minUsernameLength: 3, maxUsernameLength: 30 }),
      boltsPhone({
        codes,
        sms: options.sms,
        placeholderEmail: (phone) => `${phone.replace(/\D/g, '')}@${PHONE_ACCOUNT_EMAIL_DOMAIN}`,
        onSignedUp: async (userId, referralCode) => {
          if (referralCode) await options.accounts.claimReferral(userId, referralCode);
        },
      }),
    ],
    // Ours (server/lib/rate-limit.ts, applied in auth.routes.ts and above), not the library's.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'bolts',
      useSecureCookies: options.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.production },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    // Wrong passwords and the like are answered to the user; they are not server problems.
    logger: { level: 'error' },
  });
  attachSessionCache(auth, sessionCache);
  return auth;
}
export type Auth = ReturnType<typeof createAuth>;

// The auth library, configured for Bolts: email + password (and username) through better-auth's
// own routes, phone accounts through our plugin, sessions in the database behind httpOnly cookies,
// same-origin checks on every state-changing call, and rate limits shared through the database.
import { betterAuth } from 'better-auth';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, createEmailVerificationToken, isAPIError } from 'better-auth/api';
import { username } from 'better-auth/plugins';
import { LOCAL_ADMIN_PASSWORD } from '../config';
import { PASSWORD_MAX, PASSWORD_MIN } from '#core/schemas/auth';
import { preparedStatement, type Db } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';
import type { RateLimits } from '../lib/rate-limit';
import type { EmailProvider, SmsProvider } from '../providers/messaging';
import { isPlaceholderEmail, PHONE_ACCOUNT_EMAIL_DOMAIN, type AccountsService } from '../modules/accounts';
import { DISABLED_AUTH_PATHS } from './auth-paths';
import { createPhoneCodes } from './phone-codes';
import { hashPassword, verifyPassword } from './password';
import { boltsPhone } from './phone-plugin';
import { HttpError } from '../http/http-error';
import { attachSessionCache, createSessionCache, SESSION_CACHE_TTL_MS, type SessionRecheck } from './session';
import {
  enforceEmailSignUp,
  signUpAccepted,
  signUpEmails,
  verificationLink,
  VERIFY_LINK_TTL_SECONDS,
} from './email-sign-up';
import type { AccountSignals } from './account-signals';
import type { ConsentService } from '../modules/consent';
import { createSignInThrottle, SIGN_IN_PATHS, type SignInAttempt } from './sign-in-throttle';

/** Set by the HTTP layer from the socket (or a trusted proxy); a client cannot supply it. */
export const CLIENT_IP_HEADER = 'x-bolts-client-ip';

export interface AuthOptions {
  db: Db;
  secret: string;
  /** Public origin, e.g. https://bolts.example; undefined means the request's own origin. */
  baseURL?: string;
  /** The origin every emailed or texted link is built from (server/http/app.ts AppAuthOptions). */
  linkOrigin: string;
  production: boolean;
  sms: SmsProvider;
  email: EmailProvider;
  accounts: AccountsService;
  /** Each sign-in's address and device, which link accounts (server/auth/account-signals.ts). */
  signals: AccountSignals;
  /** Birth years and the parent's link under the consent age (docs/rules.md#accounts). */
  consent: Pick<ConsentService, 'checkSignUp' | 'recordBirthYear' | 'accountOpened'>;
  /** Per-account and per-phone limits (per-address ones are applied in auth.routes.ts). */
  limits: RateLimits;
  /** After the library deleted a session (sign-out, revocation): its sockets close (realtime). */
  onSessionEnded?: (token: string) => void;
  /** How long API routes may trust a verified session cookie without the database; 0 turns it off. */
  sessionCacheTtlMs?: number;
}

/** A session lasts 30 days from its last refresh; the library refreshes it once a day it is used. */
const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 30;
const SESSION_UPDATE_AGE_S = 60 * 60 * 24;

/**
 * The session cache's one-read check of a session it trusted a few seconds ago (server/auth/session.ts):
 * live, its user not suspended, and not yet due for the library's daily refresh, which only the
 * library's own path does.
 */
function sessionRecheck(db: Db): SessionRecheck {
  const read = preparedStatement<{ user_id: string; expires_at: Date | string }>(
    db,
    `select s.user_id, s.expires_at from sessions s join users u on u.id = s.user_id
     where s.token = $1 and s.expires_at > now() and u.suspended_at is null`,
  );
  return async (token) => {
    const [row] = await read([token]);
    if (!row) return null;
    const expiresAt = new Date(row.expires_at);
    const refreshDue = expiresAt.getTime() - (SESSION_EXPIRES_IN_S - SESSION_UPDATE_AGE_S) * 1000 <= Date.now();
    return refreshDue ? null : { userId: row.user_id, expiresAt };
  };
}

/**
 * Production refuses the README's local admin password wherever a password is typed (sign-in,
 * sign-up, reset): an admin seeded with it elsewhere is locked out until the password is reset.
 */
function refusePublishedPassword(body: unknown) {
  const b = (body ?? {}) as Record<string, unknown>;
  if (b.password === LOCAL_ADMIN_PASSWORD || b.newPassword === LOCAL_ADMIN_PASSWORD) {
    throw new APIError('FORBIDDEN', {
      code: 'password_published',
      message: 'This password is published and cannot be used here. Please reset your password.',
    });
  }
}

/** A referral code, and a teacher's choice, wait here (verifications table) until the email is verified. */
const REFERRAL_AWAITING_VERIFICATION = 'sign-up-referral:';
const TEACHER_AWAITING_VERIFICATION = 'sign-up-teacher:';
/** Likewise the parent's address of a player under the consent age: the link goes out once the account opens. */
const PARENT_AWAITING_VERIFICATION = 'sign-up-parent:';

const isSignInPath = (path: string) => (SIGN_IN_PATHS as readonly string[]).includes(path);
/** Routes that open a session without a password: the emailed sign-up link, the texted code. */
const SIGNED_IN_BY_LINK_OR_CODE = new Set(['/verify-email', '/phone/verify']);

interface SignInContext {
  path: string;
  body?: unknown;
  headers?: Headers;
  getCookie(name: string): string | null;
}

/** Our 429 (server/lib/rate-limit.ts) as the library's error, keeping its Retry-After; a 400 as a 400. */
function asApiError(err: unknown): never {
  if (err instanceof HttpError && err.status === 400) {
    throw new APIError('BAD_REQUEST', { code: err.code, message: err.message });
  }
  if (err instanceof HttpError) {
    const seconds = (err.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { code: err.code, message: err.message },
      seconds ? { 'Retry-After': String(seconds) } : {},
    );
  }
  throw err;
}

export function createAuth(options: AuthOptions) {
  const throttle = createSignInThrottle(options);
  const signInAttempt = (ctx: SignInContext): SignInAttempt => ({
    path: ctx.path,
    body: ctx.body,
    ip: ctx.headers?.get(CLIENT_IP_HEADER) ?? null,
    knownDevice: ctx.getCookie(throttle.cookieName),
  });
  // Profile, settings and the starting grant; idempotent, so a link followed twice grants once.
  const setUp = (user: { id: string; name: string; email: string; createdAt: Date }) =>
    options.accounts.setUpAccount({
      id: user.id,
      name: user.name,
      email: user.email,
      username: (user as { username?: string | null }).username ?? null,
      createdAt: user.createdAt,
    });
  const sendVerification = async (user: { id: string; email: string; name: string }, token?: string) => {
    token ??= await createEmailVerificationToken(options.secret, user.email, undefined, VERIFY_LINK_TTL_SECONDS, {
      userId: user.id,
    });
    await options.email.send(signUpEmails.verify(user.email, user.name, verificationLink(options.linkOrigin, token)));
  };
  const codes = createPhoneCodes(options.db, options.secret, options.limits);
  // server/auth/session.ts: a few seconds of token -> user id for API routes. Every session the
  // library deletes (sign-out, revoke, password reset) leaves the cache before and after the delete.
  const sessionCache = createSessionCache({
    cookieName: `${options.production ? '__Secure-' : ''}bolts.session_token`,
    ttlMs: options.sessionCacheTtlMs ?? SESSION_CACHE_TTL_MS,
    recheck: sessionRecheck(options.db),
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
      // With verification required, sign-up answers the same for a new and a known address, and
      // an account opens (and can sign in) only from the emailed link.
      requireEmailVerification: true,
      onExistingUserSignUp: async ({ user }) => {
        if (user.emailVerified)
          await options.email.send(signUpEmails.existing(user.email, user.name, options.linkOrigin));
        else await sendVerification(user);
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      // The link is ours, from the configured origin and a fixed landing page: neither the
      // request's Host nor its redirectTo can point it elsewhere.
      sendResetPassword: async ({ user, token }) => {
        const url = `${options.linkOrigin}/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent('/auth')}`;
        await options.email.send({
          to: user.email,
          subject: 'Reset your Bolts password',
          text: `Hi ${user.name},\n\nSomeone asked to reset your Bolts password. If it was you, open this link within an hour:\n\n${url}\n\nIf it was not you, ignore this email; your password stays the same.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The right password on an account still waiting for its link sends a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_LINK_TTL_SECONDS,
      // Ours, from the configured origin: the library's url would carry the request's callbackURL.
      sendVerificationEmail: async ({ user, token }) => sendVerification(user, token),
    },
    session: { expiresIn: SESSION_EXPIRES_IN_S, updateAge: SESSION_UPDATE_AGE_S },
    user: {
      deleteUser: { enabled: false },
      // Read with every session, so a session of a suspended account is refused (session.ts).
      additionalFields: { suspendedAt: { type: 'date', required: false, input: false } },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (options.production) refusePublishedPassword(ctx.body);
        if (ctx.path === '/sign-up/email') {
          const { birthYear, parentEmail } = enforceEmailSignUp(ctx.body);
          await options.consent.checkSignUp(birthYear, parentEmail).catch(asApiError);
        }
        if (isSignInPath(ctx.path)) await throttle.check(signInAttempt(ctx)).catch(asApiError);
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        if (ctx.path === '/sign-up/email' && !isAPIError(returned)) return ctx.json(signUpAccepted(options.production));
        const signedIn = ctx.context.newSession?.user.id;
        if (signedIn && (isSignInPath(ctx.path) || SIGNED_IN_BY_LINK_OR_CODE.has(ctx.path))) {
          // The right password (or the owner's own link or code): failures are forgiven and this
          // browser becomes a known device of the account.
          await throttle.succeeded(signedIn);
          const cookie = throttle.knownDeviceCookie(ctx.getCookie(throttle.cookieName), signedIn);
          ctx.setCookie(cookie.name, cookie.value, cookie.options);
          const device = options.signals.deviceCookie(ctx.getCookie(options.signals.cookieName));
          ctx.setCookie(device.name, device.value, device.options);
          await options.signals.record(signedIn, {
            address: ctx.headers?.get(CLIENT_IP_HEADER) ?? null,
            device: device.value,
          });
        } else if (isSignInPath(ctx.path) && isAPIError(returned) && returned.statusCode === 401) {
          await throttle.failed(signInAttempt(ctx));
        }
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
          // A phone account's address is a placeholder no one reads: the code texted to the phone
          // verified it, so sign-in by username is not held back waiting for an email.
          before: async (user) => {
            if (isPlaceholderEmail(user.email)) return { data: { ...user, emailVerified: true } };
          },
          // A verified account (phone) gets its profile and its 50,000 Bolts now; an email account
          // when its link is followed, keeping the referral code it signed up with until then.
          after: async (user, ctx) => {
            if (user.emailVerified) return setUp(user);
            if (ctx?.path !== '/sign-up/email') return;
            const body = ctx.body as {
              referralCode?: string;
              accountType?: string;
              birthYear?: number;
              parentEmail?: string;
            };
            // Kept on the account from the start, so a link resent after the others expire still
            // opens it with its age known.
            if (body.birthYear) await options.consent.recordBirthYear(user.id, body.birthYear);
            const hold = (prefix: string, value: string) =>
              ctx.context.internalAdapter.createVerificationValue({
                identifier: `${prefix}${user.id}`,
                value,
                expiresAt: new Date(Date.now() + VERIFY_LINK_TTL_SECONDS * 1000),
              });
            if (body.referralCode) await hold(REFERRAL_AWAITING_VERIFICATION, body.referralCode);
            if (body.accountType === 'teacher') await hold(TEACHER_AWAITING_VERIFICATION, 'teacher');
            if (body.parentEmail) await hold(PARENT_AWAITING_VERIFICATION, body.parentEmail);
          },
        },
        update: {
          after: async (user, ctx) => {
            if (ctx?.path !== '/verify-email' || !user.emailVerified) return;
            await setUp(user);
            const consume = (prefix: string) =>
              ctx.context.internalAdapter.consumeVerificationValue(`${prefix}${user.id}`);
            const parent = await consume(PARENT_AWAITING_VERIFICATION);
            await options.consent.accountOpened(user.id, parent?.value);
            if (await consume(TEACHER_AWAITING_VERIFICATION)) await options.accounts.becomeTeacher(user.id);
            const held = await consume(REFERRAL_AWAITING_VERIFICATION);
            if (held) await options.accounts.claimReferral(user.id, held.value);
          },
        },
      },
    },
    plugins: [
      username({ minUsernameLength: 3, maxUsernameLength: 30 }),
      boltsPhone({
        db: options.db,
        codes,
        sms: options.sms,
        production: options.production,
        placeholderEmail: (phone) => `${phone.replace(/\D/g, '')}@${PHONE_ACCOUNT_EMAIL_DOMAIN}`,
        isPlaceholderEmail,
        clientIp: (headers) => headers?.get(CLIENT_IP_HEADER) ?? undefined,
        checkSignUp: (birthYear, parentEmail) => options.consent.checkSignUp(birthYear, parentEmail),
        onSignedUp: async (userId, { referralCode, accountType, birthYear, parentEmail }) => {
          if (birthYear) await options.consent.recordBirthYear(userId, birthYear);
          await options.consent.accountOpened(userId, parentEmail);
          if (accountType === 'teacher') await options.accounts.becomeTeacher(userId);
          if (referralCode) await options.accounts.claimReferral(userId, referralCode);
        },
      }),
    ],
    // Ours (server/lib/rate-limit.ts, applied in auth.routes.ts and above), not the library's.
    rateLimit: { enabled: false },
    // Routes the app does not use are off, update-user first: no client writes a field we own.
    disabledPaths: [...DISABLED_AUTH_PATHS],
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

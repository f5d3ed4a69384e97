// Phone accounts (docs/rules.md#accounts): the registration form sends name, username, phone and
// password; the server keeps them (password hashed) with a 6-digit code it texts; the account is
// created, credited and signed in only when the right code comes back before it expires. Also
// sign-in by phone and password, password reset by a texted code, and moving a signed-in account
// to a new number by a code texted to that number. A code works only in the browser that asked for
// it (the ticket cookie), so whoever types it gets what went with it. A better-auth plugin, so
// sessions and cookies are the library's own.
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { eq } from 'drizzle-orm';
import { isValidNormalizedPhone, normalizePhone } from '#core/phone';
import {
  CODE_TTL_MINUTES,
  phoneChangeConfirmSchema,
  phoneChangeRequestSchema,
  phoneResendSchema,
  phoneResetConfirmSchema,
  phoneResetRequestSchema,
  phoneSignInSchema,
  phoneSignUpSchema,
  phoneVerifySchema,
} from '#core/schemas/auth';
import type { ErrorCode } from '#core/errors';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/database-errors';
import { users } from '../db/schema';
import { CLASS_LOGIN_EMAIL_DOMAIN } from '../modules/accounts';
import { HttpError } from '../http/http-error';
import type { SmsProvider } from '../providers/messaging';
import { newTicket, type Asker, type PendingSignUp, type PhoneCodes } from './phone-codes';

export interface PhonePluginDeps {
  db: Db;
  codes: PhoneCodes;
  sms: SmsProvider;
  production: boolean;
  placeholderEmail: (phone: string) => string;
  isPlaceholderEmail: (email: string) => boolean;
  /** The client's address as the HTTP layer found it, for the per-address limits. */
  clientIp: (headers: Headers | undefined) => string | undefined;
  /** Refuses a sign-up under the consent age without a parent's address (docs/rules.md#accounts). */
  checkSignUp: (birthYear: number, parentEmail: string | undefined) => Promise<void>;
  /** Runs after a phone account is created and signed in (birth year and consent, referral credit, the teacher role). */
  onSignedUp: (
    userId: string,
    pending: Pick<PendingSignUp, 'referralCode' | 'accountType' | 'birthYear' | 'parentEmail'>,
  ) => Promise<void>;
}

/** The browser's claim on the code it asked for; only its HMAC is stored (phone_codes.ticket_hash). */
export const PHONE_TICKET_COOKIE = 'bolts.phone_ticket';
const TICKET_PATH = '/api/auth/phone';

type Status = 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'INTERNAL_SERVER_ERROR';
const fail = (status: Status, code: ErrorCode, message: string) => new APIError(status, { code, message });

const phoneTaken = () =>
  fail('CONFLICT', 'phone_taken', 'An account with this phone number already exists. Please sign in.');
/** A login a teacher issued keeps no contact of its own (docs/rules.md#classes). */
const classLoginNoContact = () =>
  fail('FORBIDDEN', 'class_login_contact', 'Logins a teacher made for a class cannot add a phone number or email.');
const usernameTaken = () => fail('CONFLICT', 'username_taken', 'That username is taken. Please choose another.');

/** Our HttpErrors (from phone-codes and the rate limiter) become the library's APIErrors with the same code. */
function asApiError(err: unknown): unknown {
  if (!(err instanceof HttpError)) return err;
  const status: Status = err.status === 429 ? 'TOO_MANY_REQUESTS' : err.status === 409 ? 'CONFLICT' : 'BAD_REQUEST';
  return fail(status, err.code, err.message);
}
const rethrow = (err: unknown): never => {
  throw asApiError(err);
};

function phoneOf(raw: string): string {
  const phone = normalizePhone(raw);
  if (!isValidNormalizedPhone(phone)) throw fail('BAD_REQUEST', 'invalid_phone', 'Please enter a valid phone number');
  return phone;
}

const smsText = {
  signUp: (code: string) => `Your Bolts verification code is ${code}. It expires in 10 minutes.`,
  reset: (code: string) => `Your Bolts password reset code is ${code}. It expires in 10 minutes.`,
  change: (code: string) => `Your Bolts code to confirm this phone number is ${code}. It expires in 10 minutes.`,
};

/** The endpoint context's cookie and header helpers the ticket needs. */
interface TicketContext {
  headers?: Headers | undefined;
  getCookie(name: string): string | null;
  setCookie(name: string, value: string, options: Record<string, unknown>): unknown;
}

export function boltsPhone(deps: PhonePluginDeps) {
  async function send(phone: string, text: string) {
    try {
      await deps.sms.send(phone, text);
    } catch (err) {
      console.error('[sms] delivery failed', err);
      throw fail(
        'INTERNAL_SERVER_ERROR',
        'sms_failed',
        'Failed to send verification code. Please check your phone number and try again.',
      );
    }
  }

  const ticketCookie = (ctx: TicketContext, value: string, maxAge: number) =>
    ctx.setCookie(PHONE_TICKET_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.production,
      path: TICKET_PATH,
      maxAge,
    });
  /** Who asks: the ticket their browser holds (if any) and their address. */
  const askerOf = (ctx: TicketContext): Asker => ({
    ticket: ctx.getCookie(PHONE_TICKET_COOKIE) ?? undefined,
    ip: deps.clientIp(ctx.headers),
  });
  /** A new request: a new ticket, which the response gives the browser once the code is out. */
  const freshAsker = (ctx: TicketContext) => ({ ticket: newTicket(), ip: deps.clientIp(ctx.headers) });
  const keepTicket = (ctx: TicketContext, ticket: string) => ticketCookie(ctx, ticket, CODE_TTL_MINUTES * 60);
  const dropTicket = (ctx: TicketContext) => ticketCookie(ctx, '', 0);
  const sent = (phone: string) => ({ phoneNumber: phone, expiresInMinutes: CODE_TTL_MINUTES });

  const holderOf = async (phone: string) =>
    (await deps.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone)))[0];

  return {
    id: 'bolts-phone',
    schema: {
      user: {
        fields: {
          // Set only by this plugin's own endpoints, after a code: never from a client's body.
          phoneNumber: { type: 'string', required: false, unique: true, input: false },
          phoneNumberVerified: { type: 'boolean', required: false, input: false },
        },
      },
    },
    endpoints: {
      phoneSignUp: createAuthEndpoint('/phone/sign-up', { method: 'POST', body: phoneSignUpSchema }, async (ctx) => {
        const phone = phoneOf(ctx.body.phoneNumber);
        const username = ctx.body.username.toLowerCase();
        const adapter = ctx.context.adapter;
        if (await adapter.findOne({ model: 'user', where: [{ field: 'phoneNumber', value: phone }] }))
          throw phoneTaken();
        if (await adapter.findOne({ model: 'user', where: [{ field: 'username', value: username }] }))
          throw usernameTaken();
        await deps.checkSignUp(ctx.body.birthYear, ctx.body.parentEmail).catch(rethrow);
        const passwordHash = await ctx.context.password.hash(ctx.body.password);
        const pending: PendingSignUp = {
          fullName: ctx.body.fullName,
          username,
          passwordHash,
          ...(ctx.body.referralCode ? { referralCode: ctx.body.referralCode } : {}),
          ...(ctx.body.accountType ? { accountType: ctx.body.accountType } : {}),
          birthYear: ctx.body.birthYear,
          ...(ctx.body.parentEmail ? { parentEmail: ctx.body.parentEmail } : {}),
        };
        const asker = freshAsker(ctx);
        const code = await deps.codes.issue({ phone, purpose: 'sign_up', pending, ...asker }).catch(rethrow);
        keepTicket(ctx, asker.ticket);
        await send(phone, smsText.signUp(code));
        return ctx.json(sent(phone));
      }),

      phoneResend: createAuthEndpoint('/phone/resend', { method: 'POST', body: phoneResendSchema }, async (ctx) => {
        const phone = phoneOf(ctx.body.phoneNumber);
        // Only this browser's registration in progress can be resent; its details stay with the new code.
        const asker = askerOf(ctx);
        const code = await deps.codes.reissue({ phone, purpose: 'sign_up', ...asker }).catch(rethrow);
        keepTicket(ctx, asker.ticket!);
        await send(phone, smsText.signUp(code));
        return ctx.json(sent(phone));
      }),

      phoneVerify: createAuthEndpoint('/phone/verify', { method: 'POST', body: phoneVerifySchema }, async (ctx) => {
        const phone = phoneOf(ctx.body.phoneNumber);
        const row = await deps.codes
          .consume({ phone, purpose: 'sign_up', code: ctx.body.code, ...askerOf(ctx) })
          .catch(rethrow);
        const pending = row.pending as PendingSignUp | null;
        if (!pending)
          throw fail('BAD_REQUEST', 'code_not_found', 'Verification code not found. Please request a new code.');
        const adapter = ctx.context.adapter;
        if (await holderOf(phone)) throw phoneTaken();
        if (await adapter.findOne({ model: 'user', where: [{ field: 'username', value: pending.username }] }))
          throw usernameTaken();
        const user = await ctx.context.internalAdapter
          .createUser(
            {
              name: pending.fullName,
              email: deps.placeholderEmail(phone),
              emailVerified: false,
              username: pending.username,
              displayUsername: pending.username,
              phoneNumber: phone,
              phoneNumberVerified: true,
            },
            { method: 'phone-number' },
          )
          .catch(async (err: unknown) => {
            // Someone took the number or the name between the checks above and the insert.
            if (!isUniqueViolation(err)) throw err;
            throw (await holderOf(phone)) ? phoneTaken() : usernameTaken();
          });
        await ctx.context.internalAdapter.linkAccount({
          userId: user.id,
          providerId: 'credential',
          accountId: user.id,
          password: pending.passwordHash,
        });
        const session = await ctx.context.internalAdapter.createSession(user.id, false);
        await setSessionCookie(ctx, { session, user });
        dropTicket(ctx);
        await deps.onSignedUp(user.id, pending);
        return ctx.json({ userId: user.id });
      }),

      phoneSignIn: createAuthEndpoint('/phone/sign-in', { method: 'POST', body: phoneSignInSchema }, async (ctx) => {
        const phone = normalizePhone(ctx.body.phoneNumber);
        const invalid = () => fail('UNAUTHORIZED', 'invalid_credentials', 'Invalid phone number or password');
        const user = await ctx.context.adapter.findOne<{
          id: string;
          email: string;
          name: string;
          emailVerified: boolean;
          createdAt: Date;
          updatedAt: Date;
        }>({
          model: 'user',
          where: [{ field: 'phoneNumber', value: phone }],
        });
        const accounts = user ? await ctx.context.internalAdapter.findAccounts(user.id) : [];
        const credential = accounts.find((a) => a.providerId === 'credential' && a.password);
        if (!user || !credential?.password) {
          // Spend the same time as a real check so timing does not reveal which phones exist.
          await ctx.context.password.hash(ctx.body.password);
          throw invalid();
        }
        if (!(await ctx.context.password.verify({ hash: credential.password, password: ctx.body.password })))
          throw invalid();
        const session = await ctx.context.internalAdapter.createSession(user.id, false);
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ userId: user.id });
      }),

      phoneResetRequest: createAuthEndpoint(
        '/phone/reset/request',
        { method: 'POST', body: phoneResetRequestSchema },
        async (ctx) => {
          const phone = phoneOf(ctx.body.phoneNumber);
          const asker = freshAsker(ctx);
          // The same answer, limits and cookie whether or not the phone has an account: no way to
          // probe for members.
          if (await holderOf(phone)) {
            const code = await deps.codes.issue({ phone, purpose: 'password_reset', ...asker }).catch(rethrow);
            await send(phone, smsText.reset(code));
          } else {
            await deps.codes.chargeSend(phone, asker.ip).catch(rethrow);
          }
          keepTicket(ctx, asker.ticket);
          return ctx.json(sent(phone));
        },
      ),

      phoneResetConfirm: createAuthEndpoint(
        '/phone/reset/confirm',
        { method: 'POST', body: phoneResetConfirmSchema },
        async (ctx) => {
          const phone = phoneOf(ctx.body.phoneNumber);
          await deps.codes
            .consume({ phone, purpose: 'password_reset', code: ctx.body.code, ...askerOf(ctx) })
            .catch(rethrow);
          const user = await holderOf(phone);
          if (!user)
            throw fail('BAD_REQUEST', 'code_not_found', 'Verification code not found. Please request a new code.');
          await ctx.context.internalAdapter.updatePassword(
            user.id,
            await ctx.context.password.hash(ctx.body.newPassword),
          );
          // A reset ends every session: whoever knew the old password is out.
          await ctx.context.internalAdapter.deleteUserSessions(user.id);
          dropTicket(ctx);
          return ctx.json({ ok: true });
        },
      ),

      phoneChangeRequest: createAuthEndpoint(
        '/phone/change/request',
        { method: 'POST', body: phoneChangeRequestSchema, use: [sessionMiddleware] },
        async (ctx) => {
          if (ctx.context.session.user.email.endsWith(`@${CLASS_LOGIN_EMAIL_DOMAIN}`)) throw classLoginNoContact();
          const phone = phoneOf(ctx.body.phoneNumber);
          if (await holderOf(phone)) throw phoneTaken();
          const asker = freshAsker(ctx);
          const userId = ctx.context.session.user.id;
          const code = await deps.codes.issue({ phone, purpose: 'change_phone', userId, ...asker }).catch(rethrow);
          keepTicket(ctx, asker.ticket);
          await send(phone, smsText.change(code));
          return ctx.json(sent(phone));
        },
      ),

      phoneChangeConfirm: createAuthEndpoint(
        '/phone/change/confirm',
        { method: 'POST', body: phoneChangeConfirmSchema, use: [sessionMiddleware] },
        async (ctx) => {
          const phone = phoneOf(ctx.body.phoneNumber);
          const userId = ctx.context.session.user.id;
          const request = { phone, purpose: 'change_phone' as const, userId, code: ctx.body.code, ...askerOf(ctx) };
          await deps.codes
            .consume(request, async (tx) => {
              const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
              if (holder) throw new HttpError(409, 'phone_taken', 'An account with this phone number already exists.');
              const [me] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
              await tx
                .update(users)
                .set({
                  phoneNumber: phone,
                  phoneNumberVerified: true,
                  // A phone account's stand-in address is made from its number; it follows the
                  // number, so the old number can sign up again.
                  ...(me && deps.isPlaceholderEmail(me.email) ? { email: deps.placeholderEmail(phone) } : {}),
                  updatedAt: new Date(),
                })
                .where(eq(users.id, userId));
            })
            .catch((err: unknown) => {
              // Another account took the number between the check and the update: still a 409.
              if (isUniqueViolation(err)) throw phoneTaken();
              return rethrow(err);
            });
          dropTicket(ctx);
          return ctx.json({ phoneNumber: phone });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

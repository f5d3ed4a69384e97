// Phone accounts as SPEC §4 describes them: the registration form sends name, username, phone and
// password; the server keeps them (password hashed) with a 6-digit code it texts; the account is
// created, credited and signed in only when the right code comes back before it expires. Also
// sign-in by phone and password, and password reset by a texted code. A better-auth plugin, so
// sessions and cookies are the library's own.
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { isValidNormalizedPhone, normalizePhone } from '#core/phone';
import {
  phoneResendSchema,
  phoneResetConfirmSchema,
  phoneResetRequestSchema,
  phoneSignInSchema,
  phoneSignUpSchema,
  phoneVerifySchema,
} from '#core/schemas/auth';
import type { ErrorCode } from '#core/errors';
import { HttpError } from '../http/http-error';
import type { SmsProvider } from '../providers/messaging';
import type { PhoneCodes } from './phone-codes';

export interface PhonePluginDeps {
  codes: PhoneCodes;
  sms: SmsProvider;
  placeholderEmail: (phone: string) => string;
  /** Runs after a phone account is created and signed in (referral credit). */
  onSignedUp: (userId: string, referralCode: string | undefined) => Promise<void>;
}

type Status = 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'INTERNAL_SERVER_ERROR';
const fail = (status: Status, code: ErrorCode, message: string) => new APIError(status, { code, message });

/** Our HttpErrors (from phone-codes) become the library's APIErrors with the same code. */
function asApiError(err: unknown): unknown {
  if (!(err instanceof HttpError)) return err;
  const status: Status = err.status === 429 ? 'TOO_MANY_REQUESTS' : err.status === 409 ? 'CONFLICT' : 'BAD_REQUEST';
  return fail(status, err.code, err.message);
}

function phoneOf(raw: string): string {
  const phone = normalizePhone(raw);
  if (!isValidNormalizedPhone(phone)) throw fail('BAD_REQUEST', 'invalid_phone', 'Please enter a valid phone number');
  return phone;
}

const smsText = {
  signUp: (code: string) => `Your Bolts verification code is ${code}. It expires in 10 minutes.`,
  reset: (code: string) => `Your Bolts password reset code is ${code}. It expires in 10 minutes.`,
};

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

  return {
    id: 'bolts-phone',
    schema: {
      user: {
        fields: {
          phoneNumber: { type: 'string', required: false, unique: true },
          phoneNumberVerified: { type: 'boolean', required: false },
        },
      },
    },
    endpoints: {
      phoneSignUp: createAuthEndpoint('/phone/sign-up', { method: 'POST', body: phoneSignUpSchema }, async (ctx) => {
        const phone = phoneOf(ctx.body.phoneNumber);
        const username = ctx.body.username.toLowerCase();
        const adapter = ctx.context.adapter;
        if (await adapter.findOne({ model: 'user', where: [{ field: 'phoneNumber', value: phone }] })) {
          throw fail('CONFLICT', 'phone_taken', 'An account with this phone number already exists. Please sign in.');
        }
        if (await adapter.findOne({ model: 'user', where: [{ field: 'username', value: username }] })) {
          throw fail('CONFLICT', 'username_taken', 'That username is taken. Please choose another.');
        }
        const passwordHash = await ctx.context.password.hash(ctx.body.password);
        const code = await deps.codes
          .issue(phone, 'sign_up', {
            fullName: ctx.body.fullName,
            username,
            passwordHash,
            ...(ctx.body.referralCode ? { referralCode: ctx.body.referralCode } : {}),
          })
          .catch((err: unknown) => {
            throw asApiError(err);
          });
        await send(phone, smsText.signUp(code));
        return ctx.json({ phoneNumber: phone, expiresInMinutes: 10 });
      }),

      phoneResend: createAuthEndpoint('/phone/resend', { method: 'POST', body: phoneResendSchema }, async (ctx) => {
        const phone = phoneOf(ctx.body.phoneNumber);
        // Only a registration in progress can be resent; its details stay with the new code.
        const code = await deps.codes.issue(phone, 'sign_up').catch((err: unknown) => {
          throw asApiError(err);
        });
        await send(phone, smsText.signUp(code));
        return ctx.json({ phoneNumber: phone, expiresInMinutes: 10 });
      }),

      phoneVerify: createAuthEndpoint('/phone/verify', { method: 'POST', body: phoneVerifySchema }, async (ctx) => {
        const phone = phoneOf(ctx.body.phoneNumber);
        const { pending } = await deps.codes.consume(phone, 'sign_up', ctx.body.code).catch((err: unknown) => {
          throw asApiError(err);
        });
        if (!pending)
          throw fail('BAD_REQUEST', 'code_not_found', 'Verification code not found. Please request a new code.');
        const adapter = ctx.context.adapter;
        if (await adapter.findOne({ model: 'user', where: [{ field: 'phoneNumber', value: phone }] })) {
          throw fail('CONFLICT', 'phone_taken', 'An account with this phone number already exists. Please sign in.');
        }
        if (await adapter.findOne({ model: 'user', where: [{ field: 'username', value: pending.username }] })) {
          throw fail('CONFLICT', 'username_taken', 'That username is taken. Please choose another.');
        }
        const user = await ctx.context.internalAdapter.createUser(
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
        );
        await ctx.context.internalAdapter.linkAccount({
          userId: user.id,
          providerId: 'credential',
          accountId: user.id,
          password: pending.passwordHash,
        });
        const session = await ctx.context.internalAdapter.createSession(user.id, false);
        await setSessionCookie(ctx, { session, user });
        await deps.onSignedUp(user.id, pending.referralCode);
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
          const user = await ctx.context.adapter.findOne({
            model: 'user',
            where: [{ field: 'phoneNumber', value: phone }],
          });
          // The same answer whether or not the phone has an account: no way to probe for members.
          if (user) {
            const code = await deps.codes.issue(phone, 'password_reset').catch((err: unknown) => {
              throw asApiError(err);
            });
            await send(phone, smsText.reset(code));
          }
          return ctx.json({ phoneNumber: phone, expiresInMinutes: 10 });
        },
      ),

      phoneResetConfirm: createAuthEndpoint(
        '/phone/reset/confirm',
        { method: 'POST', body: phoneResetConfirmSchema },
        async (ctx) => {
          const phone = phoneOf(ctx.body.phoneNumber);
          await deps.codes.consume(phone, 'password_reset', ctx.body.code).catch((err: unknown) => {
            throw asApiError(err);
          });
          const user = await ctx.context.adapter.findOne<{ id: string }>({
            model: 'user',
            where: [{ field: 'phoneNumber', value: phone }],
          });
          if (!user)
            throw fail('BAD_REQUEST', 'code_not_found', 'Verification code not found. Please request a new code.');
          await ctx.context.internalAdapter.updatePassword(
            user.id,
            await ctx.context.password.hash(ctx.body.newPassword),
          );
          // A reset ends every session: whoever knew the old password is out.
          await ctx.context.internalAdapter.deleteUserSessions(user.id);
          return ctx.json({ ok: true });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

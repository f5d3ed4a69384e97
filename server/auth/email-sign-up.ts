// Sign-up by email: the same rules as the form (core/schemas/auth.ts), the same answer whether or
// not the address already has an account, and an emailed link that opens the account. The link is
// built from the configured origin and a fixed landing page, never from the request.
import { APIError } from 'better-auth/api';
import { emailSignUpSchema, SIGN_UP_LINK_HOURS, type EmailSignUpAccepted } from '#core/schemas/auth';
import type { EmailMessage } from '../providers/messaging';

export const VERIFY_LINK_TTL_SECONDS = SIGN_UP_LINK_HOURS * 60 * 60;
/** /auth sends a signed-in player on to the app, and explains a bad or expired link (&error=). */
const LANDING = '/auth?link=sign-up';
/**
 * The one answer to every accepted sign-up, so it cannot tell which addresses have accounts.
 * Outside production it names the page where local emails land (README, "Accounts, codes and the outbox").
 */
export function signUpAccepted(production: boolean): EmailSignUpAccepted {
  return production ? { status: 'check_email' } : { status: 'check_email', devOutbox: '/dev/outbox' };
}

export function verificationLink(origin: string, token: string): string {
  return `${origin}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(LANDING)}`;
}

/**
 * Throws 400 unless the body is a valid sign-up; otherwise leaves in it only what the schema
 * allows, under the library's names (the library keeps reading the same body object).
 */
export function enforceEmailSignUp(body: unknown): { birthYear: number; parentEmail: string | undefined } {
  const parsed = emailSignUpSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    if (parsed.error.issues.every((i) => i.path[0] === 'password')) {
      throw new APIError('BAD_REQUEST', { code: 'weak_password', message: 'Password must be 8 to 128 characters.' });
    }
    throw new APIError('BAD_REQUEST', {
      code: 'validation_failed',
      message: `${issue.path.join('.') || 'body'}: ${issue.message}`,
    });
  }
  const { fullName, email, password, username, referralCode, accountType, birthYear, parentEmail } = parsed.data;
  const target = body as Record<string, unknown>;
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, {
    name: fullName,
    email,
    password,
    username,
    ...(referralCode ? { referralCode } : {}),
    ...(accountType ? { accountType } : {}),
    birthYear,
    ...(parentEmail ? { parentEmail } : {}),
  });
  return { birthYear, parentEmail };
}

export const signUpEmails = {
  verify(to: string, name: string, url: string): EmailMessage {
    return {
      to,
      subject: 'Confirm your email to start playing Bolts',
      text: `Hi ${name},\n\nOpen this link within ${SIGN_UP_LINK_HOURS} hours to confirm your email address and open your Bolts account:\n\n${url}\n\nIf you did not sign up for Bolts, ignore this email; no account opens without this link.`,
    };
  },
  existing(to: string, name: string, origin: string): EmailMessage {
    return {
      to,
      subject: 'Someone tried to sign up to Bolts with your email',
      text: `Hi ${name},\n\nSomeone just tried to open a new Bolts account with this email address. You already have one, so nothing changed.\n\nIf it was you, sign in at ${origin}/auth, or reset your password there if you forgot it.\n\nIf it was not you, ignore this email; your account is safe.`,
    };
  },
};

// Account requests shared by the auth forms and the server.
import { z } from 'zod';
import { BIRTH_YEAR_MIN, currentYear } from '../age';
import { avatarIdSchema } from '../social/avatars';

// The code constants live apart so the pages that only show a code's field load no zod.
export { CODE_LENGTH, CODE_TTL_MINUTES } from '../account-codes';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** An emailed sign-up link opens the account within this many hours. */
export const SIGN_UP_LINK_HOURS = 24;

export const usernameSchema = z
  .string()
  .trim()
  .min(3)
  .max(30)
  .regex(/^[a-zA-Z0-9_.]+$/, 'letters, digits, underscore and dot only');
export const fullNameSchema = z.string().trim().min(1).max(80);
export const passwordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
export const codeSchema = z.string().regex(/^\d{6}$/, 'exactly 6 digits');
/** A raw phone as typed; the server normalises it (docs/rules.md#accounts). */
export const phoneInputSchema = z.string().trim().min(10).max(32);
export const referralCodeSchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^[a-zA-Z0-9-]+$/);
/** What a referrer earns when a friend joins with their link: a platform setting the admins change. */
export const referralBonusSchema = z.object({
  bonusMinor: z.number().int(),
  /** The most referrals one player is paid for in a week. */
  weeklyCap: z.number().int(),
});
export type ReferralBonus = z.infer<typeof referralBonusSchema>;

/** An address as typed; 254 characters is the most an address can carry (RFC 5321). */
export const emailSchema = z.string().trim().max(254).pipe(z.email());

/** A year of birth: checked against the year of the check, so the bound moves on New Year's Day. */
export const birthYearSchema = z
  .number()
  .int()
  .min(BIRTH_YEAR_MIN)
  .refine((year) => year <= currentYear(), 'cannot be in the future');

/**
 * What every sign-up asks for (docs/rules.md#accounts); the email and phone routes add their
 * address. The parent's email is required only under the consent age, a platform setting the
 * server checks.
 */
const signUpBaseSchema = z.object({
  fullName: fullNameSchema,
  username: usernameSchema,
  password: passwordSchema,
  referralCode: referralCodeSchema.optional(),
  /** A teacher account runs classes (docs/rules.md#classes); the role is granted once the account opens. */
  accountType: z.enum(['player', 'teacher']).optional(),
  birthYear: birthYearSchema,
  parentEmail: emailSchema.optional(),
});
export const emailSignUpSchema = signUpBaseSchema
  .extend({ email: emailSchema })
  .refine((s) => !s.parentEmail || s.parentEmail.toLowerCase() !== s.email.toLowerCase(), {
    path: ['parentEmail'],
    message: "must be a parent's address, not your own",
  });
export type EmailSignUp = z.infer<typeof emailSignUpSchema>;
/** The same answer whether or not the address has an account: the link is in the mailbox. */
export interface EmailSignUpAccepted {
  status: 'check_email';
  /** Outside production: the page where local emails land. */
  devOutbox?: string;
}
export const phoneSignUpSchema = signUpBaseSchema.extend({ phoneNumber: phoneInputSchema });
export type PhoneSignUp = z.infer<typeof phoneSignUpSchema>;

export const phoneVerifySchema = z.object({ phoneNumber: phoneInputSchema, code: codeSchema });
export const phoneResendSchema = z.object({ phoneNumber: phoneInputSchema });
export const phoneSignInSchema = z.object({
  phoneNumber: phoneInputSchema,
  password: z.string().min(1).max(PASSWORD_MAX),
});
export const phoneResetRequestSchema = z.object({ phoneNumber: phoneInputSchema });
export const phoneResetConfirmSchema = z.object({
  phoneNumber: phoneInputSchema,
  code: codeSchema,
  newPassword: passwordSchema,
});
/** A signed-in player moving to a new number: a code goes to that number, and comes back. */
export const phoneChangeRequestSchema = z.object({ phoneNumber: phoneInputSchema });
export const phoneChangeConfirmSchema = z.object({ phoneNumber: phoneInputSchema, code: codeSchema });

/** An account's roles (core/admin/permissions.ts); none means a player. */
export const rolesSchema = z.array(z.enum(['admin', 'moderator', 'teacher', 'user']));

/** What the web app knows about the signed-in user (GET /api/me). */
export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    username: z.string().nullable(),
    /** Private: only the player (and the teacher who issued their login) sees it. */
    fullName: z.string().nullable(),
    /** The name others see (docs/rules.md#accounts); null when none is chosen (the username shows). */
    displayName: z.string().nullable(),
  }),
  profile: z.object({
    hasCompletedOnboarding: z.boolean(),
    bio: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    /** One of the drawn avatars; null shows the initial. */
    avatar: avatarIdSchema.nullable(),
  }),
  roles: rolesSchema,
  isAdmin: z.boolean(),
  /** docs/rules.md#accounts: under the consent age, and read-only until a parent confirms. */
  restrictions: z.object({
    underAge: z.boolean(),
    consentPending: z.boolean(),
    consentAge: z.number().int(),
    /** Where the consent link went (null: none asked yet). */
    parentEmail: z.string().nullable(),
  }),
});
export type Me = z.infer<typeof meSchema>;
/** POST /api/me/teacher: the account's roles once it is a teacher. */
export const myRolesSchema = z.object({ roles: rolesSchema });

/** GET /api/sign-up-rules: what the sign-up form needs to know before it asks (public). */
export const signUpRulesSchema = z.object({ consentAge: z.number().int() });
export type SignUpRules = z.infer<typeof signUpRulesSchema>;

/** GET /api/consent/{token}: what a parent confirms, and nothing else about the child. */
export const consentRequestSchema = z.object({
  username: z.string().nullable(),
  requestedAt: z.string(),
  confirmed: z.boolean(),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;
/** POST /api/me/consent/resend: the same or a new parent address. */
export const consentResendSchema = z.object({ parentEmail: emailSchema.optional() });
export const consentResentSchema = z.object({ parentEmail: z.string() });

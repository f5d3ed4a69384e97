// Account requests shared by the auth forms and the server.
import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** SPEC §9: phone and reset codes are 6 digits, valid for 10 minutes. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 10;

export const usernameSchema = z
  .string()
  .trim()
  .min(3)
  .max(30)
  .regex(/^[a-zA-Z0-9_.]+$/, 'letters, digits, underscore and dot only');
export const fullNameSchema = z.string().trim().min(1).max(80);
export const passwordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
export const codeSchema = z.string().regex(/^\d{6}$/, 'exactly 6 digits');
/** A raw phone as typed; the server normalises it (SPEC §5). */
export const phoneInputSchema = z.string().trim().min(10).max(32);
export const referralCodeSchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^[a-zA-Z0-9-]+$/);

export const phoneSignUpSchema = z.object({
  fullName: fullNameSchema,
  username: usernameSchema,
  phoneNumber: phoneInputSchema,
  password: passwordSchema,
  referralCode: referralCodeSchema.optional(),
});
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

/** What the web app knows about the signed-in user (GET /api/me). */
export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    username: z.string().nullable(),
    fullName: z.string().nullable(),
  }),
  profile: z.object({
    balanceMinor: z.number().int(),
    hasCompletedOnboarding: z.boolean(),
    bio: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  }),
  roles: z.array(z.enum(['admin', 'moderator', 'user'])),
  isAdmin: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

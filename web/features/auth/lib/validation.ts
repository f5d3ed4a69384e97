// Checks made before anything is sent, with the same rules the server applies (core schemas,
// docs/rules.md#accounts). Each returns translation keys, so the forms show them inline next to the field.
import { z } from 'zod';
import { isPlausiblePhone } from '#core/phone';
import { DEFAULT_CONSENT_AGE, isUnderConsentAge } from '#core/age';
import { birthYearSchema, codeSchema, fullNameSchema, passwordSchema, usernameSchema } from '#core/schemas/auth';
import type { FieldErrors, Method, SignUpValues } from './types';

const emailSchema = z.email();

const check = {
  fullName: (v: string) => (fullNameSchema.safeParse(v).success ? null : 'auth.validation.fullName'),
  username: (v: string) => (usernameSchema.safeParse(v).success ? null : 'auth.validation.username'),
  email: (v: string) => (emailSchema.safeParse(v.trim()).success ? null : 'auth.validation.email'),
  emailOrUsername: (v: string) =>
    (v.includes('@') ? emailSchema : usernameSchema).safeParse(v.trim()).success
      ? null
      : 'auth.validation.emailOrUsername',
  phone: (v: string) => (isPlausiblePhone(v) ? null : 'auth.validation.phone'),
  newPassword: (v: string) => (passwordSchema.safeParse(v).success ? null : 'auth.validation.passwordLength'),
  currentPassword: (v: string) => (v.length > 0 ? null : 'auth.validation.passwordRequired'),
  confirm: (password: string, confirm: string) => (password === confirm ? null : 'auth.validation.passwordsMismatch'),
  birthYear: (v: string) =>
    /^\d{4}$/.test(v.trim()) && birthYearSchema.safeParse(Number(v)).success ? null : 'auth.validation.birthYear',
  parentEmail: (v: string, own: string) => {
    if (!emailSchema.safeParse(v.trim()).success) return 'auth.validation.parentEmail';
    return v.trim().toLowerCase() === own.trim().toLowerCase() ? 'auth.validation.parentEmailOwn' : null;
  },
  code: (v: string) => (codeSchema.safeParse(v).success ? null : 'auth.validation.code'),
};

function collect<K extends string>(entries: [K, string | null][]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const [field, key] of entries) if (key) errors[field] = key;
  return errors;
}

export const hasErrors = (errors: FieldErrors<string>) => Object.keys(errors).length > 0;

/** Whether the typed year makes the player one who needs a parent's consent. */
export function needsParentEmail(birthYear: string, consentAge: number): boolean {
  const year = Number(birthYear.trim());
  return /^\d{4}$/.test(birthYear.trim()) && isUnderConsentAge(year, consentAge);
}

export function validateSignUp(values: SignUpValues, method: Method, consentAge = DEFAULT_CONSENT_AGE) {
  const ownEmail = method === 'email' ? values.email : '';
  return collect<keyof SignUpValues>([
    ['fullName', check.fullName(values.fullName)],
    ['username', check.username(values.username)],
    method === 'email' ? ['email', check.email(values.email)] : ['phone', check.phone(values.phone)],
    ['password', check.newPassword(values.password)],
    ['confirmPassword', check.confirm(values.password, values.confirmPassword)],
    ['birthYear', check.birthYear(values.birthYear)],
    [
      'parentEmail',
      needsParentEmail(values.birthYear, consentAge) ? check.parentEmail(values.parentEmail, ownEmail) : null,
    ],
  ]);
}

/** Sign-in by email takes a username too: logins a teacher issued have no email. */
export function validateSignIn(values: { email: string; phone: string; password: string }, method: Method) {
  return collect<'email' | 'phone' | 'password'>([
    method === 'email' ? ['email', check.emailOrUsername(values.email)] : ['phone', check.phone(values.phone)],
    ['password', check.currentPassword(values.password)],
  ]);
}

export function validateResetRequest(values: { email: string; phone: string }, method: Method) {
  return collect<'email' | 'phone'>([
    method === 'email' ? ['email', check.email(values.email)] : ['phone', check.phone(values.phone)],
  ]);
}

export function validateNewPassword(values: { password: string; confirmPassword: string }) {
  return collect<'password' | 'confirmPassword'>([
    ['password', check.newPassword(values.password)],
    ['confirmPassword', check.confirm(values.password, values.confirmPassword)],
  ]);
}

export function validateCode(code: string) {
  return collect<'code'>([['code', check.code(code)]]);
}

// Age at sign-up (docs/rules.md#accounts): only the birth year is asked, so a player's age is the
// current year less it, and one who turns 13 this year counts as 13 all year.

/** Below this age an account needs a parent's consent, unless the admins change it (0..18). */
export const DEFAULT_CONSENT_AGE = 13;
export const CONSENT_AGE_MAX = 18;
export const BIRTH_YEAR_MIN = 1900;

export const currentYear = (now: Date = new Date()) => now.getUTCFullYear();

/** The age a birth year gives this year. */
export const ageOf = (birthYear: number, now: Date = new Date()) => currentYear(now) - birthYear;

/** Whether an account born that year needs a parent's consent (null: no year asked, never). */
export function isUnderConsentAge(birthYear: number | null | undefined, consentAge: number, now?: Date): boolean {
  return birthYear != null && ageOf(birthYear, now) < consentAge;
}

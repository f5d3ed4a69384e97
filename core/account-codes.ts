// Phone and reset codes (docs/rules.md#accounts). Apart from the request schemas (schemas/auth.ts)
// so the settings page, which shows a code's field, loads no zod.

/** Phone and reset codes: 6 digits, valid for 10 minutes. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 10;

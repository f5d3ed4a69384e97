import type { TFunction } from 'i18next';
import { toast } from '../../../lib/toast';
import { ApiError, errorKey } from '../../../lib/api-client';

// Codes that say nothing useful to a person: the form's own "unexpected error" wording reads better.
const VAGUE = new Set(['internal', 'bad_request']);

/** The translated message for a failed call, or the given fallback. */
export function errorMessage(t: TFunction, error: unknown, fallbackKey = 'errors.internal'): string {
  if (error instanceof ApiError && !VAGUE.has(error.code)) return t(errorKey(error), { defaultValue: t(fallbackKey) });
  return t(fallbackKey);
}

/** Red toasts titled "Sign up failed", "Verification failed", "Sign in failed"... */
export function showErrorToast(t: TFunction, titleKey: string, error: unknown, fallbackKey?: string) {
  toast.error(t(titleKey), { description: errorMessage(t, error, fallbackKey) });
}

// better-auth answers errors as { code: 'SOME_CODE', message }. The web app translates our own
// stable codes, so the auth routes' errors are rewritten into { error: { code, message } }.
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '#core/errors';

const LIBRARY_CODES: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid_credentials',
  INVALID_USERNAME_OR_PASSWORD: 'invalid_credentials',
  INVALID_PASSWORD: 'invalid_credentials',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'invalid_credentials',
  USER_ALREADY_EXISTS: 'email_taken',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email_taken',
  USERNAME_IS_ALREADY_TAKEN: 'username_taken',
  PASSWORD_TOO_SHORT: 'weak_password',
  PASSWORD_TOO_LONG: 'weak_password',
  EMAIL_NOT_VERIFIED: 'email_not_verified',
  INVALID_TOKEN: 'invalid_token',
  TOKEN_EXPIRED: 'invalid_token',
  INVALID_EMAIL: 'validation_failed',
  INVALID_USERNAME: 'validation_failed',
  USERNAME_TOO_SHORT: 'validation_failed',
  USERNAME_TOO_LONG: 'validation_failed',
  VALIDATION_ERROR: 'validation_failed',
  MISSING_FIELD: 'validation_failed',
  BODY_MUST_BE_AN_OBJECT: 'validation_failed',
  INVALID_ORIGIN: 'forbidden',
  MISSING_OR_NULL_ORIGIN: 'forbidden',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'forbidden',
  SESSION_EXPIRED: 'unauthorized',
};

const ours = new Set<string>(ERROR_CODES);

export function toApiErrorBody(status: number, body: unknown): ApiErrorBody {
  const raw = (body ?? {}) as { code?: unknown; message?: unknown };
  const libraryCode = typeof raw.code === 'string' ? raw.code : '';
  const message = typeof raw.message === 'string' && raw.message ? raw.message : 'Request failed';
  let code: ErrorCode;
  if (status === 429) code = libraryCode && ours.has(libraryCode) ? (libraryCode as ErrorCode) : 'rate_limited';
  else if (ours.has(libraryCode)) code = libraryCode as ErrorCode;
  else if (LIBRARY_CODES[libraryCode]) code = LIBRARY_CODES[libraryCode];
  else if (status === 401) code = 'unauthorized';
  else if (status === 403) code = 'forbidden';
  else if (status === 404) code = 'not_found';
  else if (status >= 500) code = 'internal';
  else code = 'bad_request';
  return { error: { code, message } };
}

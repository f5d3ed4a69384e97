// Stable error codes the API returns in { error: { code, message } }. The web app translates the
// code (locales: errors.<code>); the message is an English fallback for API clients.
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'not_found',
  'company_not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  'rate_limited',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

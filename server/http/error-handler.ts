import type { ApiErrorBody } from '#core/errors';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { classifyDatabaseError, failureMessage } from '../db/database-errors';
import { HttpError } from './http-error';

/** What a player reads when the database is away or slow; the web app shows its own translation. */
const DATABASE_FAILURES = {
  unavailable: {
    code: 'database_unavailable',
    message: "The game's database is briefly unavailable. Please try again in a moment.",
  },
  busy: { code: 'database_busy', message: 'The game is busy right now. Please try again in a moment.' },
} as const;

/** Every failure leaves as { error: { code, message } }; only real faults are 500s and get logged. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof HttpError) {
    const retryAfter = (err.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    if (err.status === 429 && typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
    const body: ApiErrorBody = { error: { code: err.code, message: err.message, details: err.details } };
    return c.json(body, err.status);
  }
  if (err instanceof ZodError) return c.json(validationError(err), 400);
  if (err instanceof HTTPException) {
    // Hono raises these for malformed requests (bad JSON body and the like).
    const status = err.status;
    const code = status === 404 ? 'not_found' : status < 500 ? 'bad_request' : 'internal';
    return c.json({ error: { code, message: err.message || 'Bad request' } } satisfies ApiErrorBody, status);
  }
  // A database restart or a held lock is no bug of ours and passes: 503 with a hint when to retry,
  // and one line in the log instead of a stack per request.
  const failure = classifyDatabaseError(err);
  if (failure) {
    console.warn(`[${c.req.method} ${c.req.path}] ${failureMessage(err)}`);
    c.header('Retry-After', '2');
    return c.json({ error: DATABASE_FAILURES[failure] } satisfies ApiErrorBody, 503);
  }
  console.error(`[error] ${c.req.method} ${c.req.path}`, err);
  return c.json(
    { error: { code: 'internal', message: 'Something went wrong. Please try again.' } } satisfies ApiErrorBody,
    500,
  );
}

export function validationError(err: ZodError): ApiErrorBody {
  return {
    error: {
      code: 'validation_failed',
      message: err.issues.map((i) => `${i.path.join('.') || 'request'}: ${i.message}`).join('; '),
      details: err.issues.map((i) => ({ path: i.path, message: i.message })),
    },
  };
}

export function apiNotFound(c: Context): Response {
  return c.json(
    { error: { code: 'not_found', message: `No API route for ${c.req.method} ${c.req.path}` } } satisfies ApiErrorBody,
    404,
  );
}

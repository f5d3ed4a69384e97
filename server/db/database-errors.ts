// Database failures that are not the request's fault and will pass: the server is unreachable or
// restarting (503 database_unavailable), or it did not answer in time because a lock was held or a
// statement ran past its timeout (503 database_busy). Anything else is a real fault (500).

export type DatabaseFailure = 'unavailable' | 'busy';

/** Socket errors and postgres-js's own connection error codes: no usable connection. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/**
 * SQLSTATEs (PostgreSQL appendix A): class 08 is a connection exception; 57P01-57P03 are a server
 * shutting down, crashed or still starting; 53300 is too many connections. 57014 is a statement
 * cancelled by statement_timeout, 55P03 a lock not granted within lock_timeout; 40001 and 40P01
 * (serialization failure, deadlock) are worth a retry too.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const BUSY_STATES = new Set(['57014', '55P03', '40001', '40P01']);

/** Walks an error and its causes (drizzle wraps the driver's error) for a passing database failure. */
export function classifyDatabaseError(err: unknown): DatabaseFailure | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (CONNECTION_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08')) return 'unavailable';
      if (BUSY_STATES.has(code)) return 'busy';
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A one-line reason for a log: a passing database failure by its kind and the driver's own words
 * (drizzle's message would repeat the whole statement and its parameters on every tick of an
 * outage); anything else by its message.
 */
export function failureMessage(err: unknown): string {
  const kind = classifyDatabaseError(err);
  if (!kind) return err instanceof Error ? err.message : String(err);
  let root = err as { cause?: unknown; message?: string };
  while (root.cause && typeof root.cause === 'object') root = root.cause as typeof root;
  return `database ${kind} (${root.message ?? 'no message'})`;
}

/** PostgreSQL's unique_violation (23505), through drizzle's wrapping: the unique index decided a race. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

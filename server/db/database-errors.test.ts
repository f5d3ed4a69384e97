import { describe, expect, it } from 'vitest';
import { classifyDatabaseError, failureMessage } from './database-errors';

const withCode = (code: string, message = 'boom') => Object.assign(new Error(message), { code });
/** drizzle wraps the driver's error: "Failed query: <statement> params: ..." with it as the cause. */
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('classifyDatabaseError', () => {
  it('calls a refused, dropped or shutting-down connection unavailable, however deeply wrapped', () => {
    expect(classifyDatabaseError(wrapped(withCode('ECONNREFUSED')))).toBe('unavailable');
    expect(classifyDatabaseError(withCode('CONNECTION_CLOSED'))).toBe('unavailable');
    expect(classifyDatabaseError(withCode('57P01'))).toBe('unavailable'); // admin_shutdown
    expect(classifyDatabaseError(withCode('08006'))).toBe('unavailable'); // connection_failure
  });

  it('calls a lock or statement timeout and a deadlock busy', () => {
    expect(classifyDatabaseError(wrapped(withCode('55P03')))).toBe('busy');
    expect(classifyDatabaseError(withCode('57014'))).toBe('busy');
    expect(classifyDatabaseError(withCode('40P01'))).toBe('busy');
  });

  it('leaves real faults alone: constraint violations, our own refusals, plain errors', () => {
    expect(classifyDatabaseError(withCode('23505'))).toBeUndefined();
    expect(classifyDatabaseError(withCode('P0001'))).toBeUndefined();
    expect(classifyDatabaseError(new Error('x'))).toBeUndefined();
    expect(classifyDatabaseError(undefined)).toBeUndefined();
  });

  it("logs a passing failure by its kind and the driver's words, not the whole statement", () => {
    expect(failureMessage(wrapped(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')))).toBe(
      'database unavailable (connect ECONNREFUSED 127.0.0.1:5432)',
    );
    expect(failureMessage(new Error('other'))).toBe('other');
  });
});

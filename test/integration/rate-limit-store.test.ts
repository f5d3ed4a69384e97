// The one rate-limit mechanism (server/lib/rate-limit.ts) on the real database: counts are shared
// by every instance (a second set of limits on the same database sees them), refusals carry the
// seconds to wait, and a reset or a block does what it says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { HttpError } from '../../server/http/http-error';
import { createRateLimits } from '../../server/lib/rate-limit';
import { uniqueSuffix } from '../support/accounts';
import { createTestDatabase } from '../support/test-database';

let database: Database;
let close: () => Promise<void>;
beforeAll(async () => ({ database, close } = await createTestDatabase()));
afterAll(() => close());

async function refusal(promise: Promise<void>): Promise<HttpError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe('rate limits in the database', () => {
  it('refuses past the points with 429 and the seconds to wait, counted across instances', async () => {
    const key = `player-${uniqueSuffix()}`;
    const rule = { points: 3, duration: 60 };
    const one = createRateLimits(database.db, { enabled: true }).limit('test-shared', rule);
    const other = createRateLimits(database.db, { enabled: true }).limit('test-shared', rule);
    await one.consume(key);
    await other.consume(key);
    await one.consume(key);
    expect(await other.spent(key)).toBe(3);
    const err = await refusal(other.consume(key, { message: (s) => `wait ${s} s` }));
    expect(err.status).toBe(429);
    expect(err.code).toBe('rate_limited');
    const { retryAfterSeconds } = err.details as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(err.message).toBe(`wait ${retryAfterSeconds} s`);
    expect(await one.retryAfter(key)).toBeGreaterThan(0);
  });

  it('keeps limits of different names and keys apart, forgets on reset and refuses while blocked', async () => {
    const limits = createRateLimits(database.db, { enabled: true });
    const a = limits.limit('test-a', { points: 1, duration: 60 });
    const b = limits.limit('test-b', { points: 1, duration: 60 });
    const key = `k-${uniqueSuffix()}`;
    await a.consume(key);
    await b.consume(key);
    await a.consume(`${key}-other`);
    await refusal(a.consume(key));
    await a.reset(key);
    expect(await a.retryAfter(key)).toBe(0);
    await a.consume(key);
    await b.reset(key);
    await b.block(key, 120);
    expect(await b.retryAfter(key)).toBeGreaterThan(60);
    await refusal(b.consume(key));
  });

  it('lets everything through when rate limits are off', async () => {
    const open = createRateLimits(database.db, { enabled: false }).limit('test-open', { points: 1, duration: 60 });
    for (let i = 0; i < 5; i++) await open.consume('same');
    expect(await open.retryAfter('same')).toBe(0);
  });
});

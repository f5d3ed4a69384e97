// Sign-in throttling slows the guesser, not the owner: only failures count, one counter per account
// whatever identifier was typed, exponential back-off, and the owner's known device or address
// still gets in. Trade-off on purpose: a fresh address with the right password waits the back-off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/http/app';
import { createRateLimits } from '../../server/lib/rate-limit';
import { ADDRESS_FAILURES_PER_HOUR, backoffSeconds, createSignInThrottle } from '../../server/auth/sign-in-throttle';
import { PASSWORD, signUpByEmail, uniqueSuffix } from '../support/accounts';
import { sessionClient } from '../support/session-client';
import { createTestDatabase, TEST_AUTH, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  const { database, close } = await createTestDatabase();
  ctx = { database, close, app: createApp({ database, readCacheTtlMs: 0, auth: { ...TEST_AUTH, rateLimit: true } }) };
});
afterAll(() => ctx.close());

let addressCounter = 0;
/** A new address each call, so the per-route per-address limit never gets in the way. */
const freshIp = () => `10.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}.${1 + (addressCounter % 7)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function signIn(body: Record<string, string>, options: { ip?: string; cookie?: string } = {}) {
  const path = 'username' in body ? '/api/auth/sign-in/username' : '/api/auth/sign-in/email';
  const headers = options.cookie ? { Cookie: options.cookie } : undefined;
  return sessionClient(ctx, { ip: options.ip ?? freshIp() }).post(path, body, headers);
}

async function guess(email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await signIn({ email, password: `wrong-guess-${i}` })).status);
  return statuses;
}

const knownDeviceCookie = (cookies: string) => cookies.split('; ').find((c) => c.startsWith('bolts.known_device='));

describe('sign-in throttling', () => {
  it('ten wrong passwords from ten addresses do not lock the owner out of a known device', async () => {
    const owner = await signUpByEmail(ctx, { ip: freshIp() });
    const device = sessionClient(ctx, { ip: freshIp() });
    const first = await device.post('/api/auth/sign-in/email', { email: owner.email, password: PASSWORD });
    expect(first.status).toBe(200);
    const mark = knownDeviceCookie(device.cookies()) ?? '';

    const statuses = await guess(owner.email, 10);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    // Backed off from the fifth failure on (a slow machine may let one more guess through).
    expect(statuses.slice(5).every((s) => s === 429 || s === 401)).toBe(true);
    expect(statuses.slice(5)).toContain(429);

    // The owner's device, now on yet another network, with the right password.
    expect((await signIn({ email: owner.email, password: PASSWORD }, { cookie: mark })).status).toBe(200);
    // The mark is a year-long httpOnly cookie that names no one in the clear.
    const set = first.headers.getSetCookie().find((c) => c.startsWith('bolts.known_device='))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/Max-Age=31536000/i);
    expect(set).not.toContain(owner.id);
  });

  it('ten wrong passwords from ten addresses do not lock the owner out of a known address', async () => {
    const home = freshIp();
    const owner = await signUpByEmail(ctx, { ip: home });
    await guess(owner.email, 10);
    // A new browser at the address one of the owner's sessions came from.
    expect((await signIn({ email: owner.email, password: PASSWORD }, { ip: home })).status).toBe(200);
  });

  it('keeps one counter per account whether the email (any case) or the username was typed', async () => {
    const owner = await signUpByEmail(ctx, { ip: freshIp() });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await signIn({ email: owner.email.toUpperCase(), password: `wrong-${i}-xx` })).status);
    }
    for (let i = 0; i < 2; i++) {
      statuses.push((await signIn({ username: owner.username, password: `wrong-${i}-yy` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // Five failures in all: the account is backed off, whichever name is typed next.
    expect((await signIn({ username: owner.username, password: 'wrong-zz' })).status).toBe(429);
    expect((await signIn({ email: owner.email, password: 'wrong-zz' })).status).toBe(429);
  });

  it('slows the guesser with a growing Retry-After; a fresh address waits the back-off out', async () => {
    const owner = await signUpByEmail(ctx, { ip: freshIp() });
    expect(await guess(owner.email, 5)).toEqual([401, 401, 401, 401, 401]);
    const retryAfter = async () => {
      const res = await signIn({ email: owner.email, password: 'wrong-again' });
      expect(res.status).toBe(429);
      expect((await res.json()).error.code).toBe('rate_limited');
      return Number(res.headers.get('retry-after'));
    };
    expect(await retryAfter()).toBe(backoffSeconds(5));
    await sleep(backoffSeconds(5) * 1000 + 100);
    expect(await guess(owner.email, 1)).toEqual([401]);
    const second = await retryAfter();
    expect(second).toBe(backoffSeconds(6));
    expect(second).toBeGreaterThan(backoffSeconds(5));

    // The trade-off: the right password from an address and browser the account has never used
    // is refused too, until the back-off ends.
    expect((await signIn({ email: owner.email, password: PASSWORD })).status).toBe(429);
    await sleep(second * 1000 + 100);
    expect((await signIn({ email: owner.email, password: PASSWORD })).status).toBe(200);
  });

  it('forgives failures on a correct password', async () => {
    const owner = await signUpByEmail(ctx, { ip: freshIp() });
    for (let round = 0; round < 3; round++) {
      expect(await guess(owner.email, 4)).toEqual([401, 401, 401, 401]);
      expect((await signIn({ email: owner.email, password: PASSWORD })).status).toBe(200);
    }
  });

  it('throttles an address no account has exactly like a real one', async () => {
    const owner = await signUpByEmail(ctx, { ip: freshIp() });
    const nobody = `nobody_${uniqueSuffix()}@test.example`;
    expect(await guess(nobody, 6)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await guess(owner.email, 6)).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('failures per address', () => {
  it('refuse an address once it has failed 30 times in an hour, whichever accounts it tried', async () => {
    const limits = createRateLimits(ctx.database.db, { enabled: true });
    const throttle = createSignInThrottle({ db: ctx.database.db, limits, secret: TEST_AUTH.secret, production: false });
    const attempt = (ip: string, i: number) => ({
      path: '/sign-in/email',
      body: { email: `spray_${i}_${uniqueSuffix()}@test.example` },
      ip,
      knownDevice: null,
    });
    const sprayer = freshIp();
    for (let i = 0; i < ADDRESS_FAILURES_PER_HOUR; i++) {
      await throttle.check(attempt(sprayer, i));
      await throttle.failed(attempt(sprayer, i));
    }
    await expect(throttle.check(attempt(sprayer, 99))).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    await expect(throttle.check(attempt(freshIp(), 99))).resolves.toBeUndefined();
  });
});

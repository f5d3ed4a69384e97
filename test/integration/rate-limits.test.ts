import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_GAME_ID } from '#core/games';
import { ORDERS_PER_MINUTE } from '#core/trading';
import { platformSettings } from '../../server/db/schema';
import { buildApp } from '../../server/http/app';
import { AUTH_ADDRESS_LIMITS } from '../../server/auth/auth.routes';
import { PASSWORD, signUpByEmail } from '../support/accounts';
import { createCompany, createGame, createPortfolio } from '../support/factories';
import { sessionClient } from '../support/session-client';
import { createTestDatabase, TEST_AUTH, type TestContext } from '../support/test-database';

let ctx: TestContext;
let built: ReturnType<typeof buildApp>;
beforeAll(async () => {
  const { database, close } = await createTestDatabase();
  built = buildApp({ database, readCacheTtlMs: 0, auth: { ...TEST_AUTH, rateLimit: true } });
  ctx = { database, close, app: built.app };
});
afterAll(() => ctx.close());

describe('rate limits', () => {
  it('let a class sign in together from one address, and answer 429 rate_limited past the limit', async () => {
    const allowed = AUTH_ADDRESS_LIMITS['/sign-in/email']!;
    // A class of 40 signing in together from its school's address gets in.
    expect(allowed).toBeGreaterThanOrEqual(40);
    const user = await signUpByEmail(ctx, { ip: '203.0.113.1' });
    const school = sessionClient(ctx, { ip: '203.0.113.66' });
    const statuses: number[] = [];
    for (let i = 0; i <= allowed; i++) {
      const res = await school.post('/api/auth/sign-in/email', { email: user.email, password: PASSWORD });
      statuses.push(res.status);
      if (res.status === 429) expect((await res.json()).error.code).toBe('rate_limited');
    }
    expect(statuses.slice(0, allowed).every((s) => s === 200)).toBe(true);
    expect(statuses[allowed]).toBe(429);
    // Someone else, from another address, still gets in.
    const other = sessionClient(ctx, { ip: '198.51.100.7' });
    expect((await other.post('/api/auth/sign-in/email', { email: user.email, password: PASSWORD })).status).toBe(200);
  });

  it('limit phone code requests per address', async () => {
    const client = sessionClient(ctx, { ip: '203.0.113.99' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await client.post('/api/auth/phone/reset/request', { phoneNumber: `+1555000${String(1000 + i)}` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});

// Per-account sign-in throttling (back-off, known devices): sign-in-security.test.ts.

describe('order limits', () => {
  it('answer 429 rate_limited with Retry-After after a burst of 10 orders, per player', async () => {
    const companyId = (await createCompany(ctx.database.db)).id;
    const trader = await signUpByEmail(ctx, { ip: '198.51.100.40' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await trader.client.post('/api/orders', { companyId, side: 'buy', type: 'market', quantity: 1 });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await res.json()).error.code).toBe('rate_limited');
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another player is not affected.
    const other = await signUpByEmail(ctx, { ip: '198.51.100.41' });
    expect((await other.client.post('/api/orders', { companyId, side: 'buy', quantity: 1 })).status).toBe(201);
  });

  it("answer 429 past the admins' orders a minute in one game; the same player's other game is separate", async () => {
    await ctx.database.db.update(platformSettings).set({ ordersPerMinute: 3 });
    built.platformSettings.invalidate();
    try {
      const companyId = (await createCompany(ctx.database.db)).id;
      const trader = await signUpByEmail(ctx, { ip: '198.51.100.50' });
      const classGame = await createGame(ctx.database.db);
      await createPortfolio(ctx.database.db, trader.id, classGame.id, 1_000_000);
      const order = (game?: string) =>
        trader.client.post('/api/orders', {
          companyId,
          side: 'buy',
          type: 'market',
          quantity: 1,
          ...(game ? { game } : {}),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await order()).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const refused = await order();
      expect(refused.status).toBe(429);
      expect((await refused.json()).error.message).toMatch(/Too many orders/);
      // Naming the public game by its id is the same game.
      expect((await order(PUBLIC_GAME_ID)).status).toBe(429);
      expect((await order(classGame.id)).status).toBe(201);
    } finally {
      await ctx.database.db.update(platformSettings).set({ ordersPerMinute: ORDERS_PER_MINUTE });
      built.platformSettings.invalidate();
    }
  });
});

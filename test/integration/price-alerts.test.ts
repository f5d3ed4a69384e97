// Price alerts (docs/rules.md#watchlist-and-price-alerts): checked on the way in, fired once by the
// tick that meets them, each a single notification, a player's own only.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_ALERTS_MAX } from '#core/schemas/watchlist';
import { notifications, priceAlerts } from '../../server/db/schema';
import { createPriceAlertTrigger, createWatchlistRepo } from '../../server/modules/watchlist';
import { signUpByEmail } from '../support/accounts';
import { createCompany } from '../support/factories';
import { json, refused } from '../support/responses';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => (ctx as TestContext).close());

const alertOf = (companyId: string, direction: 'below' | 'above', priceMinor: number) => ({
  companyId,
  direction,
  priceMinor,
});

async function notificationsOf(userId: string) {
  return ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'price_alert')));
}

describe('price alerts: what is accepted', () => {
  it('takes a below under the price and an above over it, and lists them with the price now', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 45_000 });
    await json(await user.client.post('/api/price-alerts', alertOf(company.id, 'below', 40_000)), 201);
    const { alerts } = await json(
      await user.client.post('/api/price-alerts', alertOf(company.id, 'above', 50_000)),
      201,
    );
    expect(alerts).toHaveLength(2);
    expect(alerts).toContainEqual(
      expect.objectContaining({
        symbol: company.symbol,
        direction: 'above',
        priceMinor: 50_000,
        currentPriceMinor: 45_000,
      }),
    );
  });

  it.each([
    ['below at the price', 'below', 45_000],
    ['below over the price', 'below', 46_000],
    ['above at the price', 'above', 45_000],
    ['above under the price', 'above', 44_000],
  ] as const)('refuses %s', async (_name, direction, priceMinor) => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 45_000 });
    await refused(
      await user.client.post('/api/price-alerts', alertOf(company.id, direction, priceMinor)),
      400,
      'alert_price_wrong_side',
    );
  });

  it.each([
    ['zero', { direction: 'below', priceMinor: 0 }],
    ['negative', { direction: 'below', priceMinor: -5 }],
    ['a fraction', { direction: 'below', priceMinor: 10.5 }],
    ['a string', { direction: 'below', priceMinor: '100' }],
    ['an unknown direction', { direction: 'sideways', priceMinor: 100 }],
  ])('refuses %s', async (_name, body) => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 45_000 });
    const res = await user.client.post('/api/price-alerts', { companyId: company.id, ...body });
    expect(res.status).toBe(400);
  });

  it('refuses an unknown company', async () => {
    const user = await signUpByEmail(ctx);
    await refused(
      await user.client.post('/api/price-alerts', alertOf(randomUUID(), 'below', 100)),
      404,
      'company_not_found',
    );
  });

  it(`keeps at most ${PRICE_ALERTS_MAX} waiting`, async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 45_000 });
    await ctx.database.db.insert(priceAlerts).values(
      Array.from({ length: PRICE_ALERTS_MAX }, (_, i) => ({
        userId: user.id,
        companyId: company.id,
        direction: 'below' as const,
        priceMinor: 1_000 + i,
      })),
    );
    await refused(
      await user.client.post('/api/price-alerts', alertOf(company.id, 'below', 100)),
      409,
      'price_alerts_full',
    );
  });

  it("deletes one's own alert; another player's is not found and stays", async () => {
    const alice = await signUpByEmail(ctx);
    const bob = await signUpByEmail(ctx);
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 45_000 });
    const { alerts } = await json(
      await alice.client.post('/api/price-alerts', alertOf(company.id, 'below', 40_000)),
      201,
    );
    const id = alerts[0].id as string;
    await refused(await bob.client.request(`/api/price-alerts/${id}`, { method: 'DELETE' }), 404, 'not_found');
    expect((await json(await bob.client.get('/api/price-alerts'))).alerts).toEqual([]);
    expect((await json(await alice.client.get('/api/price-alerts'))).alerts).toHaveLength(1);
    expect((await json(await alice.client.request(`/api/price-alerts/${id}`, { method: 'DELETE' }))).alerts).toEqual(
      [],
    );
  });
});

describe('price alerts: the tick', () => {
  it('fires an alert once, as one notification, however often and wherever the tick runs', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 45_000 });
    await json(await user.client.post('/api/price-alerts', alertOf(company.id, 'below', 40_000)), 201);
    await json(await user.client.post('/api/price-alerts', alertOf(company.id, 'above', 50_000)), 201);
    // Two triggers as two instances would have, on the same prices, at once and again.
    const trigger = () =>
      createPriceAlertTrigger({ repo: createWatchlistRepo(ctx.database.db), notifier: ctx.built.notifier });
    const [one, two] = [trigger(), trigger()];
    const tick = [{ companyId: company.id, priceMinor: 40_000 }];
    expect(await one([{ companyId: company.id, priceMinor: 40_001 }])).toBe(0); // not yet
    const fired = await Promise.all([one(tick), two(tick)]);
    expect(fired[0] + fired[1]).toBe(1);
    expect(await one(tick)).toBe(0);
    const sent = await notificationsOf(user.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toMatchObject({
      symbol: company.symbol,
      direction: 'below',
      priceMinor: 40_000,
      reachedMinor: 40_000,
    });
    // The fired alert leaves the waiting list; the other one still waits.
    const { alerts } = await json(await user.client.get('/api/price-alerts'));
    expect(alerts).toEqual([expect.objectContaining({ direction: 'above' })]);
  });

  it("fires through the app's market tick", async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 45_000 });
    await json(await user.client.post('/api/price-alerts', alertOf(company.id, 'above', 46_000)), 201);
    const tick = {
      at: new Date(),
      prices: [{ companyId: company.id, priceMinor: 46_500, changeBp: 0, volume: 0, marketCapMinor: null }],
      indices: [],
    };
    ctx.built.onMarketTick(tick);
    ctx.built.onMarketTick(tick);
    await expect.poll(async () => (await notificationsOf(user.id)).length).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(await notificationsOf(user.id)).toHaveLength(1);
  });
});

// GET /api/me/stats (the profile's wallet and trading statistics) against GET /api/portfolio and
// GET /api/trades: the same money, counted the same way, with real trades and resting orders.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTING_BALANCE_MINOR } from '#core/money';
import { companies } from '../../server/db/schema';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany } from '../support/factories';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const setPrice = (companyId: string, currentPriceMinor: number) =>
  ctx.database.db.update(companies).set({ currentPriceMinor }).where(eq(companies.id, companyId));

async function order(user: SignedUpUser, body: Record<string, unknown>) {
  const res = await user.client.post('/api/orders', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

async function figures(user: SignedUpUser) {
  const [stats, portfolio, trades] = await Promise.all([
    user.client.get('/api/me/stats').then((r) => r.json()),
    user.client.get('/api/portfolio').then((r) => r.json()),
    user.client.get('/api/trades').then((r) => r.json()),
  ]);
  return { stats, portfolio, trades: trades.trades as { realizedGainMinor: number | null }[] };
}

describe('profile stats', () => {
  it('agree with the portfolio: cash, value at current prices (reserved shares included) and gain', async () => {
    const user = await signUpByEmail(ctx);
    const a = await createCompany(ctx.database.db, { currentPriceMinor: 10_000, name: 'Stats Alpha' });
    const b = await createCompany(ctx.database.db, { currentPriceMinor: 5_000, name: 'Stats Beta' });

    await order(user, { companyId: a.id, side: 'buy', quantity: 10 }); // 10 x 100.25
    await order(user, { companyId: b.id, side: 'buy', quantity: 5 }); // 5 x 50.25
    await setPrice(a.id, 11_000);
    await order(user, { companyId: a.id, side: 'sell', quantity: 4 }); // 4 x 109.75: a profit
    await setPrice(b.id, 4_000);
    await order(user, { companyId: b.id, side: 'sell', quantity: 2 }); // 2 x 39.75: a loss
    // Resting orders reserve cash and shares without moving them.
    await order(user, { companyId: a.id, side: 'buy', type: 'limit', quantity: 3, limitPrice: '1.00' });
    await order(user, { companyId: a.id, side: 'sell', type: 'limit', quantity: 3, limitPrice: '999.00' });
    await setPrice(a.id, 12_000);

    const { stats, portfolio, trades } = await figures(user);
    // cash 50,000 - 1,002.50 - 251.25 + 439.00 + 79.50 = 49,264.75
    // holdings 6 x 120.00 (3 of them reserved) + 3 x 40.00 = 840.00
    expect(portfolio).toMatchObject({
      cashMinor: 4_926_475,
      reservedCashMinor: 300,
      holdingsValueMinor: 84_000,
      totalValueMinor: 5_010_475,
      realizedGainMinor: 3_800 - 2_100,
    });
    expect(stats).toEqual({
      balanceMinor: portfolio.cashMinor,
      portfolioValueMinor: portfolio.totalValueMinor,
      overallGainMinor: portfolio.totalValueMinor - STARTING_BALANCE_MINOR,
      totalTrades: trades.length,
      // One of two sells made a profit; the two buys do not count.
      successRateBp: 5_000,
      totalReferrals: 0,
    });
    expect(stats.totalTrades).toBe(4);
    expect(stats.overallGainMinor).toBe(10_475);
  });

  it('count only filled trades: open and cancelled orders are not trades', async () => {
    const user = await signUpByEmail(ctx);
    const c = await createCompany(ctx.database.db, { currentPriceMinor: 2_000 });
    const resting = await order(user, { companyId: c.id, side: 'buy', type: 'limit', quantity: 5, limitPrice: '1.00' });
    expect(resting.trade).toBeNull();
    let { stats, portfolio } = await figures(user);
    expect(stats).toMatchObject({ totalTrades: 0, successRateBp: null, balanceMinor: STARTING_BALANCE_MINOR });
    expect(portfolio.reservedCashMinor).toBe(500);
    expect(stats.portfolioValueMinor).toBe(portfolio.totalValueMinor);

    expect((await user.client.post(`/api/orders/${resting.order.id}/cancel`)).status).toBe(200);
    ({ stats, portfolio } = await figures(user));
    expect(portfolio.reservedCashMinor).toBe(0);
    expect(stats).toMatchObject({ totalTrades: 0, portfolioValueMinor: STARTING_BALANCE_MINOR, overallGainMinor: 0 });
  });

  it('a sell at a loss or with no profit is not a success; every profitable sell is', async () => {
    const user = await signUpByEmail(ctx);
    const c = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    await order(user, { companyId: c.id, side: 'buy', quantity: 3 }); // 3 x 100.25
    await order(user, { companyId: c.id, side: 'sell', quantity: 1 }); // 99.75: a loss
    await setPrice(c.id, 10_050);
    await order(user, { companyId: c.id, side: 'sell', quantity: 1 }); // 100.25: exactly the cost, no profit
    await setPrice(c.id, 20_000);
    await order(user, { companyId: c.id, side: 'sell', quantity: 1 }); // 199.75: a profit

    const { stats, trades } = await figures(user);
    expect(trades.map((t) => t.realizedGainMinor)).toEqual([9_950, 0, -50, null]);
    expect(stats).toMatchObject({ totalTrades: 4, successRateBp: 3_333 });
    // Everything sold: the portfolio is cash only.
    expect(stats.portfolioValueMinor).toBe(stats.balanceMinor);
  });

  it("only ever count the caller's own trades", async () => {
    const me = await signUpByEmail(ctx);
    const other = await signUpByEmail(ctx);
    const c = await createCompany(ctx.database.db, { currentPriceMinor: 3_000 });
    await order(other, { companyId: c.id, side: 'buy', quantity: 7 });
    await order(other, { companyId: c.id, side: 'sell', quantity: 7 });
    const { stats } = await figures(me);
    expect(stats).toEqual({
      balanceMinor: STARTING_BALANCE_MINOR,
      portfolioValueMinor: STARTING_BALANCE_MINOR,
      overallGainMinor: 0,
      totalTrades: 0,
      successRateBp: null,
      totalReferrals: 0,
    });
  });
});

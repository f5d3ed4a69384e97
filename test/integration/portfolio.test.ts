import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PUBLIC_GAME_ID } from '#core/games';
import { companies } from '../../server/db/schema';
import { createMarketEngine } from '../../server/market/engine';
import { signUpByEmail } from '../support/accounts';
import { createCompany } from '../support/factories';
import { tradingServiceOn } from '../support/portfolios';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('portfolio', () => {
  it('values holdings at current prices with unrealised and realised gains', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000, name: 'Valued Co' });
    await user.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 10 }); // 10 x 100.25
    await user.client.post('/api/orders', { companyId: company.id, side: 'sell', quantity: 2 }); // 2 x 99.75, basis 200.50
    await ctx.database.db.update(companies).set({ currentPriceMinor: 11_000 }).where(eq(companies.id, company.id));
    const portfolio = await (await user.client.get('/api/portfolio')).json();
    // cash 50,000 - 1,002.50 + 199.50 = 49,197.00; 8 shares cost 802.00, worth 880.00;
    // value 50,077.00, gain 77.00 over the 50,000.00 granted (15 basis points)
    expect(portfolio).toMatchObject({
      gameId: PUBLIC_GAME_ID,
      cashMinor: 4_919_700,
      reservedCashMinor: 0,
      holdingsValueMinor: 88_000,
      shortCollateralMinor: 0,
      shortLiabilityMinor: 0,
      valueMinor: 5_007_700,
      startingCashMinor: 5_000_000,
      bonusesMinor: 0,
      gainMinor: 7_700,
      gainBp: 15,
      realizedGainMinor: -100,
    });
    expect(portfolio.holdings).toEqual([
      expect.objectContaining({
        companyName: 'Valued Co',
        quantity: 8,
        averageCostMinor: 10_025,
        totalCostMinor: 80_200,
        valueMinor: 88_000,
        unrealizedGainMinor: 7_800,
        unrealizedGainBp: 973,
      }),
    ]);
  });
});

describe('candles', () => {
  it('serves the engine candles of a company for a range, publicly', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const trading = tradingServiceOn(ctx.database.db);
    // Twelve minutes of ticks within today (UTC), the 1D range: half an hour ago, or from midnight
    // when that was yesterday.
    const midnight = new Date().setUTCHours(0, 0, 0, 0);
    let t = Math.max(Date.now() - 30 * 60_000, midnight) - 60_000;
    const engine = createMarketEngine({
      database: ctx.database,
      trading,
      seed: 1,
      tickMs: 60_000,
      now: () => new Date((t += 60_000)),
    });
    for (let i = 0; i < 12; i++) await engine.tick();
    const res = await ctx.app.request(`/api/companies/${company.id}/candles?range=1D`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.range).toBe('1D');
    // 12 ticks a minute apart in 5-minute candles: 3 or 4 buckets.
    expect(body.candles.length).toBeGreaterThanOrEqual(3);
    expect(body.candles.length).toBeLessThanOrEqual(4);
    for (const c of body.candles) {
      expect(c.highMinor).toBeGreaterThanOrEqual(Math.max(c.openMinor, c.closeMinor));
      expect(c.lowMinor).toBeLessThanOrEqual(Math.min(c.openMinor, c.closeMinor));
    }
    expect((await ctx.app.request(`/api/companies/${company.id}/candles?range=5Y`)).status).toBe(400);
  });
});

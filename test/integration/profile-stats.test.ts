// GET /api/me/stats (the profile's portfolio figures and trading statistics, for one game) against
// GET /api/portfolio, GET /api/games and GET /api/trades: the same money, counted the same way,
// with real trades and resting orders; a referral bonus shown apart, never as gain; another game's
// portfolio counted on its own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_GAME_ID } from '#core/games';
import type { MyGame } from '#core/schemas/games';
import type { ProfileStats } from '#core/schemas/profile';
import type { Portfolio } from '#core/schemas/trading';
import { companies } from '../../server/db/schema';
import { REFERRAL_BONUS_MINOR } from '../../server/modules/accounts';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany, createGame, createPortfolio } from '../support/factories';
import { friendWhoTradedClaims } from '../support/referrals';
import { createTestContext, type TestContext } from '../support/test-database';

const GRANT = 5_000_000;

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

async function statsOf(user: SignedUpUser, query = ''): Promise<ProfileStats> {
  const res = await user.client.get(`/api/me/stats${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ProfileStats;
}

async function figures(user: SignedUpUser) {
  const [stats, portfolio, mine, trades] = await Promise.all([
    statsOf(user),
    user.client.get('/api/portfolio').then((r) => r.json() as Promise<Portfolio>),
    user.client.get('/api/games').then((r) => r.json() as Promise<{ games: MyGame[] }>),
    user.client.get('/api/trades').then((r) => r.json()),
  ]);
  const game = mine.games.find((g) => g.id === PUBLIC_GAME_ID)!;
  return { stats, portfolio, game, trades: trades.trades as { realizedGainMinor: number | null }[] };
}

/** The figures part of a portfolio answer (it also carries holdings and the realised gain). */
const figuresOf = ({ holdings: _h, shorts: _s, realizedGainMinor: _r, gameId: _g, vsIndex: _v, ...rest }: Portfolio) =>
  rest;

describe('profile stats', () => {
  it('agree with the portfolio and my games: cash, value at current prices (reserved shares included) and gain', async () => {
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
    await order(user, { companyId: a.id, side: 'buy', type: 'limit', quantity: 3, limitPriceMinor: 100 });
    await order(user, { companyId: a.id, side: 'sell', type: 'limit', quantity: 3, limitPriceMinor: 99_900 });
    await setPrice(a.id, 12_000);

    const { stats, portfolio, game, trades } = await figures(user);
    // cash 50,000 - 1,002.50 - 251.25 + 439.00 + 79.50 = 49,264.75
    // holdings 6 x 120.00 (3 of them reserved) + 3 x 40.00 = 840.00; value 50,104.75
    // gain 50,104.75 - 50,000 = 104.75 = 0.2095 % of the grant, 21 bp
    expect(stats).toEqual({
      gameId: PUBLIC_GAME_ID,
      portfolio: {
        cashMinor: 4_926_475,
        reservedCashMinor: 300,
        holdingsValueMinor: 84_000,
        shortCollateralMinor: 0,
        shortLiabilityMinor: 0,
        valueMinor: 5_010_475,
        startingCashMinor: GRANT,
        bonusesMinor: 0,
        gainMinor: 10_475,
        gainBp: 21,
      },
      totalTrades: 4,
      // One of two sells made a profit; the two buys do not count.
      successRateBp: 5_000,
      totalReferrals: 0,
    });
    expect(figuresOf(portfolio)).toEqual(stats.portfolio);
    expect(game.portfolio).toEqual(stats.portfolio);
    expect(trades).toHaveLength(stats.totalTrades);
    expect(portfolio.realizedGainMinor).toBe(3_800 - 2_100);
  });

  it('count only filled trades: open and cancelled orders are not trades', async () => {
    const user = await signUpByEmail(ctx);
    const c = await createCompany(ctx.database.db, { currentPriceMinor: 2_000 });
    const resting = await order(user, {
      companyId: c.id,
      side: 'buy',
      type: 'limit',
      quantity: 5,
      limitPriceMinor: 100,
    });
    expect(resting.trade).toBeNull();
    let { stats, portfolio } = await figures(user);
    expect(stats).toMatchObject({ totalTrades: 0, successRateBp: null });
    expect(stats.portfolio).toMatchObject({ cashMinor: GRANT, reservedCashMinor: 500, valueMinor: GRANT });
    expect(figuresOf(portfolio)).toEqual(stats.portfolio);

    expect((await user.client.post(`/api/orders/${resting.order.id}/cancel`)).status).toBe(200);
    ({ stats, portfolio } = await figures(user));
    expect(portfolio.reservedCashMinor).toBe(0);
    expect(stats.totalTrades).toBe(0);
    expect(stats.portfolio).toMatchObject({ reservedCashMinor: 0, valueMinor: GRANT, gainMinor: 0, gainBp: 0 });
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
    expect(stats.portfolio.valueMinor).toBe(stats.portfolio.cashMinor);
    expect(stats.portfolio.holdingsValueMinor).toBe(0);
  });

  it("only ever count the caller's own trades", async () => {
    const me = await signUpByEmail(ctx);
    const other = await signUpByEmail(ctx);
    const c = await createCompany(ctx.database.db, { currentPriceMinor: 3_000 });
    await order(other, { companyId: c.id, side: 'buy', quantity: 7 });
    await order(other, { companyId: c.id, side: 'sell', quantity: 7 });
    expect(await statsOf(me)).toEqual({
      gameId: PUBLIC_GAME_ID,
      portfolio: {
        cashMinor: GRANT,
        reservedCashMinor: 0,
        holdingsValueMinor: 0,
        shortCollateralMinor: 0,
        shortLiabilityMinor: 0,
        valueMinor: GRANT,
        startingCashMinor: GRANT,
        bonusesMinor: 0,
        gainMinor: 0,
        gainBp: 0,
      },
      totalTrades: 0,
      successRateBp: null,
      totalReferrals: 0,
    });
  });

  it('show a referral bonus apart: it adds to cash and value, never to gain', async () => {
    const referrer = await signUpByEmail(ctx);
    const { code } = await (await referrer.client.post('/api/me/referral-link')).json();
    expect((await friendWhoTradedClaims(ctx, code)).claim).toEqual({ credited: true });

    const stats = await statsOf(referrer);
    expect(stats.totalReferrals).toBe(1);
    expect(stats.portfolio).toMatchObject({
      cashMinor: GRANT + REFERRAL_BONUS_MINOR,
      valueMinor: GRANT + REFERRAL_BONUS_MINOR,
      startingCashMinor: GRANT,
      bonusesMinor: REFERRAL_BONUS_MINOR,
      gainMinor: 0,
      gainBp: 0,
    });
  });
});

describe('profile stats of another game', () => {
  it("count that game's portfolio alone, with its own starting cash; a game I am not in is not found", async () => {
    const user = await signUpByEmail(ctx);
    const c = await createCompany(ctx.database.db, { currentPriceMinor: 1_000 });
    const classGame = await createGame(ctx.database.db, { startingCashMinor: 200_000 });
    await createPortfolio(ctx.database.db, user.id, classGame.id, 200_000);
    const elsewhere = await createGame(ctx.database.db);

    await order(user, { companyId: c.id, side: 'buy', quantity: 10, game: classGame.id }); // 10 x 10.25
    await setPrice(c.id, 1_100);

    const inClass = await statsOf(user, `?game=${classGame.id}`);
    // cash 2,000 - 102.50 = 1,897.50; holdings 10 x 11.00 = 110.00; gain 7.50 = 37.5 bp of 2,000
    expect(inClass).toEqual({
      gameId: classGame.id,
      portfolio: {
        cashMinor: 189_750,
        reservedCashMinor: 0,
        holdingsValueMinor: 11_000,
        shortCollateralMinor: 0,
        shortLiabilityMinor: 0,
        valueMinor: 200_750,
        startingCashMinor: 200_000,
        bonusesMinor: 0,
        gainMinor: 750,
        gainBp: 38,
      },
      totalTrades: 1,
      successRateBp: null,
      totalReferrals: 0,
    });
    const classPortfolio = (await (await user.client.get(`/api/portfolio?game=${classGame.id}`)).json()) as Portfolio;
    expect(figuresOf(classPortfolio)).toEqual(inClass.portfolio);

    // The public game saw none of it.
    expect(await statsOf(user)).toMatchObject({
      gameId: PUBLIC_GAME_ID,
      portfolio: { cashMinor: GRANT, valueMinor: GRANT, gainMinor: 0 },
      totalTrades: 0,
    });

    const notMine = await user.client.get(`/api/me/stats?game=${elsewhere.id}`);
    expect(notMine.status).toBe(404);
    expect((await notMine.json()).error.code).toBe('game_not_found');
    expect((await user.client.get('/api/me/stats?game=not-a-game')).status).toBe(400);
  });
});

// Platform settings: an admin reads and saves them (with an audit row); bad input is a 400 that
// changes nothing; the server uses them at once: the public game's starting cash for players who
// join from now on, and a trading pause that refuses new orders (cancelling still works) until it
// is lifted.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_GAME_ID } from '#core/games';
import type { PlatformSettingsView } from '#core/schemas/admin/settings';
import type { MyGame } from '#core/schemas/games';
import { adminLogs, games, portfolios } from '../../server/db/schema';
import { ledgerBalance } from '../../server/modules/ledger';
import { friendWhoTradedClaims } from '../support/referrals';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany } from '../support/factories';
import { signUpAs } from '../support/staff';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
let admin: SignedUpUser;
beforeEach(async () => {
  ctx = await createTestContext();
  admin = await signUpAs(ctx, 'admin');
});
afterEach(() => ctx.close());

const base = {
  startingBalance: '50000',
  referralBonus: '500',
  referralWeeklyCap: '5',
  ordersPerMinute: '120',
  weeklyPrize: '5000',
  marketTickSeconds: null,
  newsroomSeconds: null,
  tradingPaused: false,
  prizeMinCompanies: '3',
  prizeMaxPositionPercent: '40',
  prizeMinHoldDays: '3',
};
const save = (body: object) =>
  admin.client.request('/api/admin/settings', { method: 'PUT', json: { ...base, ...body } });

describe('platform settings', () => {
  it('reads the defaults and saves a change with its audit row', async () => {
    const read = (await (await admin.client.get('/api/admin/settings')).json()) as PlatformSettingsView;
    expect(read).toMatchObject({ startingBalanceMinor: 5_000_000, weeklyPrizeMinor: 500_000, tradingPaused: false });
    const res = await save({ weeklyPrize: '7500.50', marketTickSeconds: 10 });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ weeklyPrizeMinor: 750_050, marketTickSeconds: 10, updatedBy: admin.id });
    const [log] = await ctx.database.db.select().from(adminLogs).where(eq(adminLogs.action, 'settings.update'));
    expect((log!.details as { changes: object }).changes).toEqual({
      weeklyPrizeMinor: { from: 500_000, to: 750_050 },
      marketTickMs: { from: null, to: 10_000 },
    });
  });

  it('answers bad input with a 400 and keeps the settings', async () => {
    for (const body of [
      { startingBalance: '-5' },
      { marketTickSeconds: 0 },
      { weeklyPrize: 'lots' },
      { referralWeeklyCap: '2.5' },
      { referralWeeklyCap: -1 },
      { ordersPerMinute: 0 },
      { tradingPaused: 'yes' },
    ]) {
      const res = await save(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.message.length).toBeGreaterThan(5);
    }
    expect(await ctx.database.db.select().from(adminLogs)).toEqual([]);
    const moderator = await signUpAs(ctx, 'moderator');
    expect((await moderator.client.get('/api/admin/settings')).status).toBe(403);
  });

  it('gives players who join from now on the new starting balance; players already in keep theirs', async () => {
    const cashOf = async (userId: string) => {
      const [row] = await ctx.database.db
        .select()
        .from(portfolios)
        .where(and(eq(portfolios.userId, userId), eq(portfolios.gameId, PUBLIC_GAME_ID)));
      return row!;
    };
    const before = await signUpByEmail(ctx);
    expect((await cashOf(before.id)).cashMinor).toBe(5_000_000);

    expect((await save({ startingBalance: '1000' })).status).toBe(200);
    const [game] = await ctx.database.db.select().from(games).where(eq(games.id, PUBLIC_GAME_ID));
    expect(game!.startingCashMinor).toBe(100_000);
    const [log] = await ctx.database.db.select().from(adminLogs).where(eq(adminLogs.action, 'settings.update'));
    expect((log!.details as { changes: object }).changes).toEqual({
      startingBalanceMinor: { from: 5_000_000, to: 100_000 },
    });
    expect(await (await admin.client.get('/api/admin/settings')).json()).toMatchObject({
      startingBalanceMinor: 100_000,
    });
    expect(await (await ctx.app.request('http://localhost/api/games/public')).json()).toMatchObject({
      startingCashMinor: 100_000,
    });

    const player = await signUpByEmail(ctx);
    const portfolio = await cashOf(player.id);
    expect(portfolio.cashMinor).toBe(100_000);
    expect(await ledgerBalance(ctx.database.db, portfolio.id)).toBe(100_000);
    // Granted 1,000 and worth 1,000: no gain, whatever the old starting balance was.
    const mine = (await (await player.client.get('/api/games')).json()) as { games: MyGame[] };
    expect(mine.games.find((g) => g.id === PUBLIC_GAME_ID)!.portfolio).toMatchObject({
      cashMinor: 100_000,
      valueMinor: 100_000,
      startingCashMinor: 100_000,
      gainMinor: 0,
    });

    const earlier = await cashOf(before.id);
    expect(earlier.cashMinor).toBe(5_000_000);
    expect(await ledgerBalance(ctx.database.db, earlier.id)).toBe(5_000_000);
  });

  it('shows visitors the referral bonus and weekly cap the admins set, and pays that bonus', async () => {
    const shown = async () => (await (await ctx.app.request('/api/referral-bonus')).json()) as { bonusMinor: number };
    expect(await shown()).toEqual({ bonusMinor: 50_000, weeklyCap: 5 });
    expect((await save({ referralBonus: '750', referralWeeklyCap: 3 })).status).toBe(200);
    expect(await shown()).toEqual({ bonusMinor: 75_000, weeklyCap: 3 });

    const referrer = await signUpByEmail(ctx);
    const { code } = (await (await referrer.client.post('/api/me/referral-link')).json()) as { code: string };
    expect((await friendWhoTradedClaims(ctx, code)).claim).toEqual({ credited: true });
    const [mine] = (await (await referrer.client.get('/api/games')).json()).games as MyGame[];
    expect(mine!.portfolio.bonusesMinor).toBe(75_000);
  });

  it('refuses new orders while trading is paused; cancelling still works; lifting it resumes', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const player = await signUpByEmail(ctx);
    const resting = await player.client.post('/api/orders', {
      companyId: company.id,
      side: 'buy',
      quantity: 1,
      type: 'limit',
      limitPriceMinor: 100,
    });
    const { order } = await resting.json();
    expect((await save({ tradingPaused: true })).status).toBe(200);

    const refused = await player.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 1 });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({
      code: 'trading_paused',
      message: expect.stringMatching(/paused/),
    });
    expect((await player.client.post(`/api/orders/${order.id}/cancel`)).status).toBe(200);

    expect((await save({ tradingPaused: false })).status).toBe(200);
    expect((await player.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 1 })).status).toBe(
      201,
    );
  });
});

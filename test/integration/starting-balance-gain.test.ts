// When the admins change the starting balance, a player who joins afterwards starts with exactly
// the new amount and a gain of 0 on every answer that reports one (profile stats, my games, the
// portfolio, the weekly board); later gains agree across all of them, and a referral bonus never
// counts as gain on the profile or on the board.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PUBLIC_GAME_ID } from '#core/games';
import type { Landing } from '#core/schemas/companies';
import type { MyGame } from '#core/schemas/games';
import type { Leaderboard } from '#core/schemas/leaderboard';
import type { ProfileStats } from '#core/schemas/profile';
import type { Portfolio } from '#core/schemas/trading';
import { createStandingsJob } from '../../server/modules/competition';
import { companies } from '../../server/db/schema';
import { REFERRAL_BONUS_MINOR } from '../../server/modules/accounts';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany } from '../support/factories';
import { friendWhoTradedClaims } from '../support/referrals';
import { signUpAs } from '../support/staff';
import { settingsForm } from '../support/admin-settings';
import { createTestContext, type TestContext } from '../support/test-database';

const NEW_START = 100_000;

let ctx: TestContext;
let admin: SignedUpUser;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signUpAs(ctx, 'admin');
  await setStartingBalance('1000');
});
afterAll(() => ctx.close());

async function setStartingBalance(bolts: string) {
  const current = await (await admin.client.get('/api/admin/settings')).json();
  const res = await admin.client.request('/api/admin/settings', {
    method: 'PUT',
    json: settingsForm(current, { startingBalance: bolts }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function get<T>(user: SignedUpUser, path: string): Promise<T> {
  const res = await user.client.get(path);
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

/** The gain each answer reports for the player's public-game portfolio (the board after a refresh). */
async function gains(user: SignedUpUser) {
  await createStandingsJob({ database: ctx.database, intervalMs: 60_000 }).runOnce();
  const [stats, mine, portfolio, board] = await Promise.all([
    get<ProfileStats>(user, '/api/me/stats'),
    get<{ games: MyGame[] }>(user, '/api/games'),
    get<Portfolio>(user, '/api/portfolio'),
    get<Leaderboard>(user, '/api/leaderboard'),
  ]);
  return {
    stats: stats.portfolio,
    game: mine.games.find((g) => g.id === PUBLIC_GAME_ID)!.portfolio,
    portfolio,
    board: board.me!,
  };
}

/** The profile, /api/games and /api/portfolio all report these figures. */
function expectEveryAnswer(answers: Awaited<ReturnType<typeof gains>>, figures: Record<string, number>) {
  for (const where of ['stats', 'game', 'portfolio'] as const) expect(answers[where], where).toMatchObject(figures);
}

describe('a changed starting balance', () => {
  it("is a new player's cash, and their gain is 0 on every answer", async () => {
    expect(await get(admin, '/api/admin/settings')).toMatchObject({ startingBalanceMinor: NEW_START });
    const landing = (await (await ctx.app.request('http://localhost/api/landing')).json()) as Landing;
    expect(landing.stats.startingCashMinor).toBe(NEW_START);

    const player = await signUpByEmail(ctx);
    const answers = await gains(player);
    const fresh = {
      cashMinor: NEW_START,
      valueMinor: NEW_START,
      startingCashMinor: NEW_START,
      gainMinor: 0,
      gainBp: 0,
    };
    expectEveryAnswer(answers, fresh);
    expect(answers.board).toMatchObject({ isMe: true, valueMinor: NEW_START, gainMinor: 0, gainBp: 0 });
  });

  it('leaves every answer agreeing on a later gain, measured against the new amount', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 1_000 });
    const player = await signUpByEmail(ctx);
    const res = await player.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 20 });
    expect(res.status, await res.clone().text()).toBe(201);
    await ctx.database.db.update(companies).set({ currentPriceMinor: 1_500 }).where(eq(companies.id, company.id));

    const answers = await gains(player);
    // cash 1,000 - 20 x 10.25 = 795.00; shares 20 x 15.00 = 300.00; value 1,095.00; gain 95.00 = 9.5 %
    const expected = {
      cashMinor: 79_500,
      valueMinor: 109_500,
      startingCashMinor: NEW_START,
      gainMinor: 9_500,
      gainBp: 950,
    };
    expectEveryAnswer(answers, expected);
    // Joined this week: the board's baseline is the grant, so its gain is the same.
    expect(answers.board).toMatchObject({ valueMinor: 109_500, gainMinor: 9_500, gainBp: 950 });
  });

  it('counts a referral bonus as neither gain on the profile nor gain on the board', async () => {
    const referrer = await signUpByEmail(ctx);
    const { code } = await (await referrer.client.post('/api/me/referral-link')).json();
    expect((await friendWhoTradedClaims(ctx, code)).claim).toEqual({ credited: true });

    const answers = await gains(referrer);
    const withBonus = {
      cashMinor: NEW_START + REFERRAL_BONUS_MINOR,
      valueMinor: NEW_START + REFERRAL_BONUS_MINOR,
      bonusesMinor: REFERRAL_BONUS_MINOR,
      gainMinor: 0,
    };
    expectEveryAnswer(answers, withBonus);
    expect(answers.board).toMatchObject({ valueMinor: NEW_START + REFERRAL_BONUS_MINOR, gainMinor: 0, gainBp: 0 });
  });
});

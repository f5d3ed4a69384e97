// XP, levels and achievements from real activity: awards are paid once however often a refresh
// runs, trade XP stops at the daily cap, achievements unlock once and reach the player's socket, a
// finished week's top 10 on the public board get their XP, trades count in every game while
// diversification counts within one portfolio, and the profile reads it all.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { previousWeekStart } from '#core/competition/week';
import { DIVERSIFIED_COMPANIES, TRADE_XP_DAILY_CAP, XP } from '#core/competition/xp';
import { PUBLIC_GAME_ID } from '#core/games';
import type { Progress } from '#core/schemas/progress';
import { createProgressRepo, createProgressTracker, createStandingsJob } from '../../server/modules/competition';
import { createLocalBus } from '../../server/realtime';
import { companies, profiles, referrals, userAchievements, weeklyStandings, xpAwards } from '../../server/db/schema';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany, createGame, createPortfolio } from '../support/factories';
import { portfolioOf } from '../support/portfolios';
import { connect, startInstance, type Instance } from '../support/realtime';
import { finishedLine } from '../support/standings';
import { createTestContext } from '../support/test-database';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

async function progressOf(user: SignedUpUser): Promise<Progress> {
  const res = await user.client.get('/api/me/progress');
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Progress;
}

async function trade(user: SignedUpUser, companyId: string, side: 'buy' | 'sell', quantity = 1, game?: string) {
  const res = await user.client.post('/api/orders', { companyId, side, quantity, ...(game ? { game } : {}) });
  expect(res.status, await res.clone().text()).toBe(201);
}

const unlocked = (p: Progress) => p.achievements.filter((a) => a.unlockedAt !== null).map((a) => a.id);

describe('XP and achievements', () => {
  it('pays a first trade, its category and onboarding once, and unlocks First Trade once', async () => {
    const company = await createCompany(ctx.database.db, { category: 'energy' });
    const ana = await signUpByEmail(ctx);
    expect(await progressOf(ana)).toMatchObject({ xp: 0, level: 1, levelStartXp: 0, nextLevelXp: 100 });

    await trade(ana, company.id, 'buy');
    await ana.client.post('/api/me/onboarding/complete');
    const first = await progressOf(ana);
    expect(first.xp).toBe(XP.trade + XP.firstTradeInCategory + XP.onboarding);
    expect(first).toMatchObject({ level: 2, levelStartXp: 100, nextLevelXp: 300 });
    expect(unlocked(first)).toEqual(['first_trade']);

    // Reading again changes nothing: every award has its key.
    expect((await progressOf(ana)).xp).toBe(first.xp);
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.userId, ana.id));
    expect(profile!.xp).toBe(first.xp);
    expect(
      await ctx.database.db.select().from(userAchievements).where(eq(userAchievements.userId, ana.id)),
    ).toHaveLength(1);
  });

  it('unlocks Patient Trader for a limit order that rested before it filled, not for one that filled at once', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const ana = await signUpByEmail(ctx);
    const limitBuy = async (limitPrice: number) => {
      const res = await ana.client.post('/api/orders', {
        companyId: company.id,
        side: 'buy',
        type: 'limit',
        quantity: 1,
        limitPriceMinor: limitPrice,
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()).order as { id: string; status: string };
    };
    expect((await limitBuy(20_000)).status).toBe('filled');
    expect(unlocked(await progressOf(ana))).not.toContain('limit_master');

    const resting = await limitBuy(9_000);
    expect(resting.status).toBe('open');
    expect(await ctx.built.engineTrading.fillRestingOrder(resting.id, 8_900)).toBe(true);
    expect(unlocked(await progressOf(ana))).toContain('limit_master');
  });

  it('stops trade XP at the daily cap, and pays a profitable sell once a day', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 1_000 });
    const ben = await signUpByEmail(ctx);
    for (let i = 0; i < TRADE_XP_DAILY_CAP + 3; i++) await trade(ben, company.id, 'buy');
    await ctx.database.db.update(companies).set({ currentPriceMinor: 2_000 }).where(eq(companies.id, company.id));
    await trade(ben, company.id, 'sell');
    await trade(ben, company.id, 'sell');
    const progress = await progressOf(ben);
    expect(progress.xp).toBe(TRADE_XP_DAILY_CAP * XP.trade + XP.firstTradeInCategory + XP.profitableSell);
    expect(unlocked(progress)).toEqual(expect.arrayContaining(['first_trade', 'first_profit', 'trades_10']));
  });

  it('gives a finished week top 10 their XP once, and the winner the champion achievement', async () => {
    const [ana, ben, cai] = [await signUpByEmail(ctx), await signUpByEmail(ctx), await signUpByEmail(ctx)];
    const week = previousWeekStart(new Date());
    // Ben's small loss is below the index: a score under zero, off the top 10's XP.
    const line = (gameId: string, portfolioId: string, gainMinor: number, gainBp: number) =>
      finishedLine({ weekStart: week, gameId, portfolioId, gainMinor, gainBp });
    const publicLine = async (userId: string, gainMinor: number, gainBp: number) =>
      line(PUBLIC_GAME_ID, (await portfolioOf(ctx.database.db, userId)).id, gainMinor, gainBp);
    // Cai wins a class game's board: weekly XP comes from the public board only.
    const classGame = await createGame(ctx.database.db, { rules: { weeklyBoard: true } });
    const caiClass = await createPortfolio(ctx.database.db, cai.id, classGame.id, 1_000_000);
    await ctx.database.db
      .insert(weeklyStandings)
      .values([
        await publicLine(ana.id, 600_000, 1_200),
        await publicLine(ben.id, -1_000, -2),
        line(classGame.id, caiClass, 900_000, 9_000),
      ]);
    // Wired as server/start.ts wires it: the awarded players' next read is current.
    const job = createStandingsJob({
      database: ctx.database,
      intervalMs: 60_000,
      onWeekAwarded: (userIds) => ctx.progress?.changed(userIds),
    });
    await job.runOnce();
    await job.runOnce();

    const awards = await ctx.database.db.select().from(xpAwards).where(eq(xpAwards.userId, ana.id));
    expect(awards.map((a) => a.source).sort()).toEqual(['weeklyTop10', 'weeklyWinner']);
    expect(await ctx.database.db.select().from(xpAwards).where(eq(xpAwards.userId, ben.id))).toHaveLength(0);
    expect(await ctx.database.db.select().from(xpAwards).where(eq(xpAwards.userId, cai.id))).toHaveLength(0);
    const progress = await progressOf(ana);
    expect(progress.xp).toBe(XP.weeklyTop10 + XP.weeklyWinner);
    expect(unlocked(progress)).toEqual(expect.arrayContaining(['weekly_champion', 'weekly_top_10', 'weekly_gain_10']));
  });

  it('counts trades in every game, and diversification within one portfolio', async () => {
    const made = await Promise.all(
      Array.from({ length: DIVERSIFIED_COMPANIES }, () => createCompany(ctx.database.db, { category: 'energy' })),
    );
    const classGame = await createGame(ctx.database.db);
    const eva = await signUpByEmail(ctx);
    await createPortfolio(ctx.database.db, eva.id, classGame.id, 1_000_000);
    // Three companies in the public game, two in the class game: five held, but in no one portfolio.
    for (const c of made.slice(0, 3)) await trade(eva, c.id, 'buy');
    for (const c of made.slice(3)) await trade(eva, c.id, 'buy', 1, classGame.id);
    let progress = await progressOf(eva);
    expect(progress.xp).toBe(DIVERSIFIED_COMPANIES * XP.trade + XP.firstTradeInCategory);
    expect(unlocked(progress)).toEqual(['first_trade']);

    for (const c of made.slice(3)) await trade(eva, c.id, 'buy');
    progress = await progressOf(eva);
    expect(progress.xp).toBe((DIVERSIFIED_COMPANIES + 2) * XP.trade + XP.firstTradeInCategory + XP.diversified);
    expect(unlocked(progress)).toEqual(expect.arrayContaining(['first_trade', 'diversified']));
  });

  it('refreshes racing on one player still unlock each achievement once', async () => {
    const company = await createCompany(ctx.database.db);
    const cai = await signUpByEmail(ctx);
    await trade(cai, company.id, 'buy');
    const repo = createProgressRepo(ctx.database.db);
    const results = await Promise.all([repo.refresh(cai.id), repo.refresh(cai.id), repo.refresh(cai.id)]);
    expect(results.flatMap((r) => r.unlocked)).toEqual(['first_trade']);
    expect(results.reduce((sum, r) => sum + r.xpGained, 0)).toBe(XP.trade + XP.firstTradeInCategory);
  });

  it('reads without refreshing again until something changes, then is current at once', async () => {
    const dan = await signUpByEmail(ctx);
    const friend = await signUpByEmail(ctx);
    // This read refreshes for certain (a refresh waits for it): otherwise the tracker's safety net
    // (due somewhere in the first minute after start, by player id) could fall between it and the
    // next read. Not `changed`: its bus event can come back after this read and count as news.
    ctx.built.progress.schedule(dan.id);
    expect((await progressOf(dan)).xp).toBe(0);
    // Written behind the app's back (no event): a read within the refresh gap does not see it...
    await ctx.database.db.insert(referrals).values({
      referredUserId: friend.id,
      referrerUserId: dan.id,
      referralCode: 'behind-the-back',
      status: 'credited',
    });
    expect((await progressOf(dan)).xp).toBe(0);
    // ...until something the app hears of happens to the player: finishing onboarding here.
    const done = await dan.client.post('/api/me/onboarding/complete');
    expect(done.status).toBe(200);
    expect((await progressOf(dan)).xp).toBe(XP.referral + XP.onboarding);
    // A fill makes the next read current too, however soon it comes.
    const company = await createCompany(ctx.database.db, { category: 'retail' });
    await trade(dan, company.id, 'buy');
    expect((await progressOf(dan)).xp).toBe(XP.referral + XP.onboarding + XP.trade + XP.firstTradeInCategory);
  });

  it("hears of another instance's change over the bus, and otherwise reads without refreshing", async () => {
    // Two trackers on one bus and one database: two server instances, as far as progress goes.
    const bus = createLocalBus();
    const here = createProgressTracker({ database: ctx.database, bus });
    const there = createProgressTracker({ database: ctx.database, bus });
    const repo = createProgressRepo(ctx.database.db);
    try {
      const eva = await signUpByEmail(ctx);
      const friend = await signUpByEmail(ctx);
      await there.refreshIfDue(eva.id);
      await ctx.database.db
        .insert(referrals)
        .values({ referredUserId: friend.id, referrerUserId: eva.id, referralCode: 'elsewhere', status: 'credited' });
      // No event: "there" keeps what it has (a refresh reads every trade of the player).
      await there.refreshIfDue(eva.id);
      expect((await repo.read(eva.id)).xp).toBe(0);
      // The instance that credited the referral says so; the other's next read is current.
      const delivered = new Promise<void>((resolve) => bus.subscribe((e) => e.type === 'progress' && resolve()));
      here.changed([eva.id]);
      await delivered;
      await there.refreshIfDue(eva.id);
      expect((await repo.read(eva.id)).xp).toBe(XP.referral);
    } finally {
      await here.stop();
      await there.stop();
      await bus.close();
    }
  });

  it('answers 401 to a visitor', async () => {
    const res = await ctx.app.request('http://localhost/api/me/progress');
    expect(res.status).toBe(401);
  });
});

describe('the achievement event', () => {
  let instance: Instance;
  afterEach(async () => {
    await instance?.close();
  });

  it('reaches the player who traded, on their socket, soon after the fill', async () => {
    instance = await startInstance(ctx.database);
    const company = await createCompany(ctx.database.db);
    const dan = await signUpByEmail(instance.ctx);
    const socket = await connect(instance, { cookie: dan.client.cookies() });
    await trade(dan, company.id, 'buy');
    const frame = await socket.next('achievement', () => true, 5_000);
    expect(frame.data.achievements).toEqual([{ id: 'first_trade', xp: XP.trade + XP.firstTradeInCategory }]);
    socket.ws.close();
  });
});

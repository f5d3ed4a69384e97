// The Weekly Champions boards, one per game with a weekly board: weekly gains from real trades and
// price moves equal the hand-computed figures, portfolio by portfolio; a finished week is decided
// and its prize paid to the winning portfolio exactly once however many runs race; privacy
// settings decide what each reader sees; a player far down still sees their own line; staff do
// not compete; another game's board is its players' alone.
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { previousWeekStart, weekStart } from '#core/competition/week';
import { PUBLIC_GAME_ID } from '#core/games';
import type { Leaderboard } from '#core/schemas/leaderboard';
import { createStandingsJob, createStandingsRepo } from '../../server/modules/competition';
import {
  companies,
  friendships,
  ledgerEntries,
  portfolios,
  portfolioValues,
  users,
  weeklyChampions,
  weeklyStandings,
} from '../../server/db/schema';
import { ledgerBalance } from '../../server/modules/ledger';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany, createGame, createPortfolio, createUser } from '../support/factories';
import { portfolioOf } from '../support/portfolios';
import { weeklyGain } from '../support/weekly-gain-oracle';
import { signUpAs } from '../support/staff';
import { finishedLine } from '../support/standings';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

const job = () => createStandingsJob({ database: ctx.database, intervalMs: 60_000 });

async function board(user: SignedUpUser, gameId?: string, kind: 'league' | 'global' = 'global'): Promise<Leaderboard> {
  const res = await user.client.get(`/api/leaderboard?board=${kind}${gameId ? `&game=${gameId}` : ''}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Leaderboard;
}

async function buy(user: SignedUpUser, companyId: string, quantity: number, game?: string) {
  const res = await user.client.post('/api/orders', { companyId, side: 'buy', quantity, ...(game ? { game } : {}) });
  expect(res.status, await res.clone().text()).toBe(201);
}

const publicPortfolioId = async (userId: string) => (await portfolioOf(ctx.database.db, userId)).id;

/**
 * Every line of this week, on every board, has its portfolio's value as portfolio_values defines
 * it, and the gain the oracle gives for its figures.
 */
async function expectLinesFollowTheOracle() {
  const lines = await ctx.database.db
    .select({ line: weeklyStandings, definedValueMinor: portfolioValues.valueMinor })
    .from(weeklyStandings)
    .innerJoin(portfolioValues, eq(portfolioValues.portfolioId, weeklyStandings.portfolioId))
    .where(eq(weeklyStandings.weekStart, weekStart(new Date())));
  expect(lines.length).toBeGreaterThan(0);
  for (const { line, definedValueMinor } of lines) {
    expect(line.valueMinor).toBe(definedValueMinor);
    expect({ gainMinor: line.gainMinor, gainBp: line.gainBp }).toEqual(weeklyGain(line));
  }
}

const setPrice = (companyId: string, priceMinor: number) =>
  ctx.database.db.update(companies).set({ currentPriceMinor: priceMinor }).where(eq(companies.id, companyId));

describe('weekly gain', () => {
  it('equals the hand-computed figure after trades and price moves, with the sign-up grant in the baseline', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const ana = await signUpByEmail(ctx);
    // A market buy fills at the ask: 100.00 + 0.25.
    await buy(ana, company.id, 100);
    await setPrice(company.id, 11_000);
    await job().runOnce();

    const { me } = await board(ana);
    // Cash 50,000 - 100 x 100.25 = 39,975.00; shares 100 x 110.00 = 11,000.00; value 50,975.00.
    // Joined this week: start 0, the 50,000 grant is an inflow, so the gain is 975.00 = 1.95 %.
    expect(me).toMatchObject({ rank: 1, valueMinor: 5_097_500, gainMinor: 97_500, gainBp: 195, isMe: true });

    await setPrice(company.id, 9_000);
    await job().runOnce();
    // 39,975.00 + 9,000.00 = 48,975.00: a loss of 1,025.00 = -2.05 %.
    expect((await board(ana)).me).toMatchObject({ valueMinor: 4_897_500, gainMinor: -102_500, gainBp: -205 });
    await expectLinesFollowTheOracle();
  });

  it('counts a short position against the value: what buying it back costs now', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const cleo = await signUpByEmail(ctx);
    // A short sale fills at the bid: 10 x 99.75 = 997.50 into cash, 10 shares owed.
    const res = await cleo.client.post('/api/orders', {
      companyId: company.id,
      side: 'sell',
      quantity: 10,
      short: true,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    await setPrice(company.id, 9_000);
    await job().runOnce();
    // 50,000 + 997.50 - 10 x 90.00 = 50,097.50: the fall earned 97.50.
    expect((await board(cleo)).me).toMatchObject({ valueMinor: 5_009_750, gainMinor: 9_750 });
    await expectLinesFollowTheOracle();
  });

  it('starts a player who joined before the week from their value at the week start', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const ben = await signUpByEmail(ctx);
    // Ben joined (and got his grant) last week.
    const lastWeek = new Date(weekStart(new Date()).getTime() - 3 * 86_400_000);
    const portfolioId = await publicPortfolioId(ben.id);
    await ctx.database.db.update(portfolios).set({ createdAt: lastWeek }).where(eq(portfolios.id, portfolioId));
    await ctx.database.db
      .update(ledgerEntries)
      .set({ createdAt: lastWeek })
      .where(eq(ledgerEntries.portfolioId, portfolioId));
    await job().runOnce();
    expect((await board(ben)).me).toMatchObject({ valueMinor: 5_000_000, gainMinor: 0, gainBp: 0 });

    await buy(ben, company.id, 40);
    await setPrice(company.id, 12_500);
    await job().runOnce();
    // 50,000 - 40 x 100.25 + 40 x 125.00 = 50,990.00 against a start of 50,000.00.
    expect((await board(ben)).me).toMatchObject({ valueMinor: 5_099_000, gainMinor: 99_000, gainBp: 198 });
    await expectLinesFollowTheOracle();
  });

  it('ranks players with no score by percent gain, leaves staff off the board, and shows a far-down player their own line', async () => {
    const reader = await signUpByEmail(ctx);
    await signUpAs(ctx, 'admin');
    const week = weekStart(new Date());
    // 55 players ahead of the reader, by hand.
    const ahead = await Promise.all(Array.from({ length: 55 }, () => createUser(ctx.database.db)));
    await job().runOnce();
    await Promise.all(
      ahead.map((p, i) =>
        ctx.database.db
          .update(weeklyStandings)
          .set({ gainMinor: 1_000 * (i + 1), gainBp: 10 * (i + 1), valueMinor: 5_000_000 + 1_000 * (i + 1) })
          .where(and(eq(weeklyStandings.weekStart, week), eq(weeklyStandings.portfolioId, p.portfolioId))),
      ),
    );

    await createStandingsRepo(ctx.database.db).rankBoard(week);
    const read = await board(reader);
    expect(read.players).toBe(56);
    expect(read.top).toHaveLength(50);
    expect(read.top[0]).toMatchObject({ rank: 1, username: ahead[54]!.username, gainBp: 550 });
    expect(read.top.map((e) => e.gainBp)).toEqual([...read.top.map((e) => e.gainBp)].sort((a, b) => b - a));
    expect(read.top.some((e) => e.isMe)).toBe(false);
    expect(read.me).toMatchObject({ rank: 56, isMe: true, gainBp: 0 });
  });
});

describe('leaving the board', () => {
  it('takes a suspended player off the board and closes the gap behind them', async () => {
    const [ana, ben, cai] = [await signUpByEmail(ctx), await signUpByEmail(ctx), await signUpByEmail(ctx)];
    await job().runOnce();
    expect((await board(cai)).players).toBe(3);
    await ctx.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, ben.id));
    await job().runOnce();
    const read = await board(cai);
    expect(read.players).toBe(2);
    expect(read.top.map((e) => e.username).sort()).toEqual([ana.username, cai.username].sort());
    expect(read.top.map((e) => e.rank)).toEqual([1, 2]);
  });
});

describe('a board per game', () => {
  it("keeps each game's board to its own portfolios, and shows it to that game's players only", async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 1_000 });
    const classGame = await createGame(ctx.database.db, { startingCashMinor: 1_000_000, rules: { weeklyBoard: true } });
    const quiet = await createGame(ctx.database.db, { startingCashMinor: 1_000_000 });
    const [ana, ben] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    await createPortfolio(ctx.database.db, ana.id, classGame.id, 1_000_000);
    await createPortfolio(ctx.database.db, ana.id, quiet.id, 1_000_000);
    await buy(ana, company.id, 100, classGame.id);
    await buy(ben, company.id, 10);
    await setPrice(company.id, 1_200);
    await job().runOnce();

    const inClass = await board(ana, classGame.id);
    expect(inClass.players).toBe(1);
    // Cash 10,000 - 100 x 10.25 = 8,975.00; shares 100 x 12.00 = 1,200.00; value 10,175.00; the
    // 10,000 grant came this week: a gain of 175.00 = 1.75 %.
    expect(inClass.top).toEqual([inClass.me]);
    expect(inClass.me).toMatchObject({ rank: 1, valueMinor: 1_017_500, gainMinor: 17_500, gainBp: 175, isMe: true });
    expect(inClass.prizeMinor).toBe(0);
    await expectLinesFollowTheOracle();

    // Her public portfolio did not trade: its line has not moved, and Ben's is beside it.
    const inPublic = await board(ana);
    expect(inPublic.players).toBe(2);
    expect(inPublic.me).toMatchObject({ valueMinor: 5_000_000, gainMinor: 0, gainBp: 0 });
    expect(inPublic.top.map((e) => e.username).sort()).toEqual([ana.username, ben.username].sort());

    // A game with no weekly board has an empty one; a game Ben is not in is not found.
    expect(await board(ana, quiet.id)).toMatchObject({ players: 0, top: [], me: null });
    const notHis = await ben.client.get(`/api/leaderboard?game=${classGame.id}`);
    expect(notHis.status).toBe(404);
    expect((await notHis.json()).error.code).toBe('game_not_found');
  });

  it("decides each game's week apart, paying the public prize only to the public game's winner", async () => {
    const classGame = await createGame(ctx.database.db, { startingCashMinor: 1_000_000, rules: { weeklyBoard: true } });
    const [ana, ben] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    const anaClass = await createPortfolio(ctx.database.db, ana.id, classGame.id, 1_000_000);
    const previous = previousWeekStart(new Date());
    const line = (gameId: string, portfolioId: string, gainMinor: number, gainBp: number) =>
      finishedLine({ weekStart: previous, gameId, portfolioId, startValueMinor: 1_000_000, gainMinor, gainBp });
    await ctx.database.db
      .insert(weeklyStandings)
      .values([
        line(PUBLIC_GAME_ID, await publicPortfolioId(ana.id), 10_000, 100),
        line(PUBLIC_GAME_ID, await publicPortfolioId(ben.id), 20_000, 200),
        line(classGame.id, anaClass, 90_000, 900),
      ]);

    const { decided } = await job().runOnce();
    expect(decided.map((d) => [d.gameId, d.userId, d.prizeMinor]).sort()).toEqual(
      [
        [PUBLIC_GAME_ID, ben.id, 500_000],
        [classGame.id, ana.id, 0],
      ].sort(),
    );
    expect((await job().runOnce()).decided).toEqual([]);

    // The prize went to Ben's public portfolio; Ana's portfolios got nothing.
    expect((await portfolioOf(ctx.database.db, ben.id)).cashMinor).toBe(5_500_000);
    expect((await portfolioOf(ctx.database.db, ana.id)).cashMinor).toBe(5_000_000);
    expect((await portfolioOf(ctx.database.db, ana.id, classGame.id)).cashMinor).toBe(1_000_000);
    expect((await board(ana)).champions[0]).toMatchObject({ username: ben.username, prizeMinor: 500_000 });
    expect((await board(ana, classGame.id)).champions[0]).toMatchObject({ username: ana.username, prizeMinor: 0 });
  });
});

describe('privacy on the board', () => {
  it("shows every trader's display name, and their Bolts figures as each setting allows to whom", async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const [ana, cai] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    await buy(ana, company.id, 10);
    await job().runOnce();
    const anaSeenBy = async (reader: SignedUpUser) =>
      (await board(reader)).top.find((e) => e.username === ana.username);

    // Private by default: a username (no display name chosen yet), no Bolts figures; the percent still ranks.
    expect(await anaSeenBy(cai)).toMatchObject({ displayName: null, valueMinor: null, gainMinor: null, isMe: false });
    // Ana always sees herself whole.
    expect(await anaSeenBy(ana)).toMatchObject({ valueMinor: expect.any(Number), gainMinor: expect.any(Number) });

    const saveSettings = async (privacy: object) => {
      const current = await (await ana.client.get('/api/me/settings')).json();
      const res = await ana.client.request('/api/me/settings', {
        method: 'PUT',
        json: { ...current, displayName: 'Ana Board', privacy: { ...current.privacy, ...privacy } },
      });
      expect(res.status, await res.clone().text()).toBe(200);
    };

    // The display name is for everyone who sees the board (docs/rules.md#accounts); the figures are not.
    await saveSettings({ profileVisibility: 'friends', showPortfolioValue: true });
    expect(await anaSeenBy(cai)).toMatchObject({ displayName: 'Ana Board', valueMinor: null });
    await ctx.database.db.insert(friendships).values([
      { userId: ana.id, friendId: cai.id },
      { userId: cai.id, friendId: ana.id },
    ]);
    expect(await anaSeenBy(cai)).toMatchObject({ displayName: 'Ana Board', valueMinor: expect.any(Number) });

    await saveSettings({ profileVisibility: 'public', showPortfolioValue: true });
    const dan = await signUpByEmail(ctx);
    await job().runOnce();
    expect(await anaSeenBy(dan)).toMatchObject({ displayName: 'Ana Board', valueMinor: expect.any(Number) });
  });

  it('answers 401 to a visitor', async () => {
    const { sessionClient } = await import('../support/session-client');
    expect((await sessionClient(ctx).get('/api/leaderboard')).status).toBe(401);
  });
});

describe('the weekly rollover', () => {
  it('pays the best score of the finished week exactly once, however many runs race', async () => {
    const [ana, ben] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    const previous = previousWeekStart(new Date());
    const benPortfolio = await publicPortfolioId(ben.id);
    const line = async (userId: string, gainMinor: number, gainBp: number) =>
      finishedLine({ weekStart: previous, portfolioId: await publicPortfolioId(userId), gainMinor, gainBp });
    await ctx.database.db
      .insert(weeklyStandings)
      .values([await line(ana.id, 40_000, 80), await line(ben.id, 90_000, 180)]);

    const results = await Promise.all([job().runOnce(), job().runOnce(), job().runOnce()]);
    expect(results.flatMap((r) => r.decided)).toHaveLength(1);
    await job().runOnce();

    const champions = await ctx.database.db.select().from(weeklyChampions);
    expect(champions).toHaveLength(1);
    expect(champions[0]).toMatchObject({
      gameId: PUBLIC_GAME_ID,
      portfolioId: benPortfolio,
      prizeMinor: 500_000,
      gainBp: 180,
    });
    const prizes = await ctx.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'weekly_prize'), eq(ledgerEntries.portfolioId, benPortfolio)));
    expect(prizes).toHaveLength(1);
    expect(prizes[0]!.journalId).toBe(champions[0]!.journalId);

    // Ben's cash is his ledger; the prize is an inflow of the new week, not a gain.
    expect((await portfolioOf(ctx.database.db, ben.id)).cashMinor).toBe(5_500_000);
    expect(await ledgerBalance(ctx.database.db, benPortfolio)).toBe(5_500_000);
    const read = await board(ben);
    expect(read.me).toMatchObject({ gainMinor: 0, gainBp: 0 });
    expect(read.champions[0]).toMatchObject({ username: ben.username, prizeMinor: 500_000, gainBp: 180 });
    // The whole ledger still balances.
    const [sum] = await ctx.database.db
      .select({ total: sql<string>`sum(${ledgerEntries.amountMinor})::text` })
      .from(ledgerEntries);
    expect(Number(sum!.total)).toBe(0);
  });

  it('records a week in which nobody beat the index without paying anyone', async () => {
    const ana = await signUpByEmail(ctx);
    const anaPortfolio = await publicPortfolioId(ana.id);
    // A gain, but below the index over the week: a negative score.
    await ctx.database.db
      .insert(weeklyStandings)
      .values(finishedLine({ portfolioId: anaPortfolio, gainMinor: 10_000, gainBp: 20, score: -0.4 }));
    await job().runOnce();
    const [champion] = await ctx.database.db.select().from(weeklyChampions);
    expect(champion).toMatchObject({ portfolioId: null, prizeMinor: 0 });
    expect(await ledgerBalance(ctx.database.db, anaPortfolio)).toBe(5_000_000);
  });
});

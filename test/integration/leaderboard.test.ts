// The Weekly Champions board (issue 7): weekly gains from real trades and price moves equal the
// hand-computed figures; a finished week is decided and its prize paid exactly once however many
// runs race; privacy settings decide what each reader sees; a player far down still sees their
// own line; staff do not compete.
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { previousWeekStart, weekStart } from '#core/competition/week';
import type { Leaderboard } from '#core/schemas/leaderboard';
import { createStandingsJob } from '../../server/competition/standings-job';
import { createStandingsRepo } from '../../server/competition/standings.repo';
import {
  companies,
  friendships,
  ledgerEntries,
  profiles,
  weeklyChampions,
  weeklyStandings,
} from '../../server/db/schema';
import { ledgerBalance } from '../../server/modules/ledger';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany, createUser } from '../support/factories';
import { signUpAs } from '../support/staff';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

const job = () => createStandingsJob({ database: ctx.database, intervalMs: 60_000 });

async function board(user: SignedUpUser): Promise<Leaderboard> {
  const res = await user.client.get('/api/leaderboard');
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Leaderboard;
}

async function buy(user: SignedUpUser, companyId: string, quantity: number) {
  const res = await user.client.post('/api/orders', { companyId, side: 'buy', quantity });
  expect(res.status, await res.clone().text()).toBe(201);
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
  });

  it('starts a player who joined before the week from their value at the week start', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const ben = await signUpByEmail(ctx);
    // Ben joined (and got his grant) last week.
    const lastWeek = new Date(weekStart(new Date()).getTime() - 3 * 86_400_000);
    await ctx.database.db.update(profiles).set({ createdAt: lastWeek }).where(eq(profiles.userId, ben.id));
    await ctx.database.db.update(ledgerEntries).set({ createdAt: lastWeek }).where(eq(ledgerEntries.userId, ben.id));
    await job().runOnce();
    expect((await board(ben)).me).toMatchObject({ valueMinor: 5_000_000, gainMinor: 0, gainBp: 0 });

    await buy(ben, company.id, 40);
    await setPrice(company.id, 12_500);
    await job().runOnce();
    // 50,000 - 40 x 100.25 + 40 x 125.00 = 50,990.00 against a start of 50,000.00.
    expect((await board(ben)).me).toMatchObject({ valueMinor: 5_099_000, gainMinor: 99_000, gainBp: 198 });
  });

  it('ranks by percent gain, leaves staff off the board, and shows a far-down player their own line', async () => {
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
          .where(and(eq(weeklyStandings.weekStart, week), eq(weeklyStandings.userId, p.id))),
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

describe('privacy on the board', () => {
  it('shows a private trader by username only, and what each setting allows to whom', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const [ana, cai] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    await buy(ana, company.id, 10);
    await job().runOnce();
    const anaSeenBy = async (reader: SignedUpUser) =>
      (await board(reader)).top.find((e) => e.username === ana.username);

    // Private by default: a username, no name, no Bolts figures; the percent still ranks.
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

    await saveSettings({ profileVisibility: 'friends', showPortfolioValue: false });
    expect((await anaSeenBy(cai))?.displayName).toBeNull();
    await ctx.database.db.insert(friendships).values([
      { userId: ana.id, friendId: cai.id },
      { userId: cai.id, friendId: ana.id },
    ]);
    expect((await anaSeenBy(cai))?.displayName).toBe('Ana Board');

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
  it('pays the best gain of the finished week exactly once, however many runs race', async () => {
    const [ana, ben] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    const previous = previousWeekStart(new Date());
    const line = (userId: string, gainMinor: number, gainBp: number) => ({
      weekStart: previous,
      userId,
      startValueMinor: 5_000_000,
      valueMinor: 5_000_000 + gainMinor,
      gainMinor,
      gainBp,
    });
    await ctx.database.db.insert(weeklyStandings).values([line(ana.id, 40_000, 80), line(ben.id, 90_000, 180)]);

    const results = await Promise.all([job().runOnce(), job().runOnce(), job().runOnce()]);
    expect(results.filter((r) => r.decided !== null)).toHaveLength(1);
    await job().runOnce();

    const champions = await ctx.database.db.select().from(weeklyChampions);
    expect(champions).toHaveLength(1);
    expect(champions[0]).toMatchObject({ userId: ben.id, prizeMinor: 500_000, gainBp: 180 });
    const prizes = await ctx.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'weekly_prize'), eq(ledgerEntries.userId, ben.id)));
    expect(prizes).toHaveLength(1);
    expect(prizes[0]!.journalId).toBe(champions[0]!.journalId);

    // Ben's cash is his ledger; the prize is an inflow of the new week, not a gain.
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.userId, ben.id));
    expect(profile!.balanceMinor).toBe(5_500_000);
    expect(await ledgerBalance(ctx.database.db, ben.id)).toBe(5_500_000);
    const read = await board(ben);
    expect(read.me).toMatchObject({ gainMinor: 0, gainBp: 0 });
    expect(read.champions[0]).toMatchObject({ username: ben.username, prizeMinor: 500_000, gainBp: 180 });
    // The whole ledger still balances.
    const [sum] = await ctx.database.db
      .select({ total: sql<string>`sum(${ledgerEntries.amountMinor})::text` })
      .from(ledgerEntries);
    expect(Number(sum!.total)).toBe(0);
  });

  it('records a week in which nobody gained without paying anyone', async () => {
    const ana = await signUpByEmail(ctx);
    await ctx.database.db.insert(weeklyStandings).values({
      weekStart: previousWeekStart(new Date()),
      userId: ana.id,
      startValueMinor: 5_000_000,
      valueMinor: 4_900_000,
      gainMinor: -100_000,
      gainBp: -200,
    });
    await job().runOnce();
    const [champion] = await ctx.database.db.select().from(weeklyChampions);
    expect(champion).toMatchObject({ userId: null, prizeMinor: 0 });
    expect(await ledgerBalance(ctx.database.db, ana.id)).toBe(5_000_000);
  });
});

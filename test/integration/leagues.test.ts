// Weekly leagues: the rollover moves each group's top up a tier and its bottom down once, however
// many instances race it; this week's groups are dealt among last week's traders, none above 30;
// a new player joins a Bronze group at once and sees their league, tier and what they lack.
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GROUP_SIZE } from '#core/competition/leagues';
import { PUBLIC_GAME_ID as PUBLIC } from '#core/games';
import { previousWeekStart, weekStart } from '#core/competition/week';
import type { Leaderboard } from '#core/schemas/leaderboard';
import { queryRows } from '../../server/db/client';
import {
  holdings,
  leagueMembers,
  leagueTiers,
  leagueWeeks,
  transactions,
  weeklyStandings,
} from '../../server/db/schema';
import { createLeaguesRepo, createStandingsJob, createStandingsRepo } from '../../server/modules/competition';
import { signUpByEmail } from '../support/accounts';
import { createCompany, createUser } from '../support/factories';
import { portfolioOf } from '../support/portfolios';
import { finishedLine } from '../support/standings';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

const now = new Date();
const current = weekStart(now);
const previous = previousWeekStart(now);
const job = () => createStandingsJob({ database: ctx.database, intervalMs: 60_000 });

/** A trade by the portfolio during last week, as the trades table records it. */
async function tradedLastWeek(portfolioId: string, companyId: string) {
  await ctx.database.db.insert(transactions).values({
    portfolioId,
    companyId,
    quantity: 1,
    pricePerShareMinor: 100,
    totalAmountMinor: 100,
    transactionType: 'buy',
    createdAt: new Date(previous.getTime() + 86_400_000),
  });
}

const tiersOf = async (portfolioIds: string[]) => {
  const rows = await ctx.database.db.select().from(leagueTiers);
  const byId = new Map(rows.map((r) => [r.portfolioId, r.tier]));
  // No row is the lowest tier.
  return portfolioIds.map((id) => byId.get(id) ?? 0);
};

describe('the league rollover', () => {
  it('promotes the top 2 and demotes the bottom 2 of a Silver group of 12, once, however many rollovers race', async () => {
    const company = await createCompany(ctx.database.db);
    const players = await Promise.all(Array.from({ length: 12 }, () => createUser(ctx.database.db)));
    // Last week: one Silver group; scores 12 (best) down to 3, and the last two never traded.
    await ctx.database.db
      .insert(leagueMembers)
      .values(
        players.map((p) => ({ weekStart: previous, portfolioId: p.portfolioId, gameId: PUBLIC, tier: 1, groupNo: 1 })),
      );
    await ctx.database.db.insert(weeklyStandings).values(
      players.map((p, i) =>
        finishedLine({
          portfolioId: p.portfolioId,
          gainBp: 100 * (12 - i),
          ...(i >= 10 ? { score: null, traded: false } : {}),
        }),
      ),
    );
    await createStandingsRepo(ctx.database.db).rankBoard(previous);
    // Everyone but the last traded last week, so all but one play this week.
    for (const p of players.slice(0, 11)) await tradedLastWeek(p.portfolioId, company.id);

    const leagues = createLeaguesRepo(ctx.database.db);
    const raced = await Promise.all([1, 2, 3].map(() => leagues.rollover(PUBLIC, current, previous)));
    expect(raced.filter(Boolean)).toHaveLength(1);
    expect(await ctx.database.db.select().from(leagueWeeks)).toHaveLength(1);

    const ids = players.map((p) => p.portfolioId);
    // Places 1-2 go to Gold, 3-10 stay Silver, 11-12 go to Bronze.
    expect(await tiersOf(ids)).toEqual([2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
    const members = await ctx.database.db.select().from(leagueMembers).where(eq(leagueMembers.weekStart, current));
    expect(members.map((m) => [m.portfolioId, m.tier]).sort()).toEqual(
      ids
        .slice(0, 11)
        .map((id, i) => [id, i < 2 ? 2 : i < 10 ? 1 : 0])
        .sort(),
    );

    // A second pass of the job changes nothing.
    expect(await leagues.rollover(PUBLIC, current, previous)).toBe(false);
    expect(await tiersOf(ids)).toEqual([2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
  });

  it(`deals a tier's traders into groups of at most ${GROUP_SIZE}, sizes within one of each other`, async () => {
    const company = await createCompany(ctx.database.db);
    const players = await Promise.all(Array.from({ length: 65 }, () => createUser(ctx.database.db)));
    for (const p of players) await tradedLastWeek(p.portfolioId, company.id);
    expect(await createLeaguesRepo(ctx.database.db).rollover(PUBLIC, current, previous)).toBe(true);
    const sizes = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from league_members where week_start = ${current.toISOString()}::timestamptz
          group by tier, group_no order by group_no`,
    );
    const counts = sizes.map((r) => r.n);
    expect(counts).toEqual([22, 22, 21]);
  });
});

describe('joining a league during the week', () => {
  it('places newcomers in the last Bronze group while it has room, then opens the next', async () => {
    const newcomers = await Promise.all(Array.from({ length: GROUP_SIZE + 1 }, () => createUser(ctx.database.db)));
    await job().runOnce();
    const members = await ctx.database.db
      .select()
      .from(leagueMembers)
      .where(and(eq(leagueMembers.weekStart, current), eq(leagueMembers.tier, 0)));
    const byGroup = new Map<number, number>();
    for (const m of members) byGroup.set(m.groupNo, (byGroup.get(m.groupNo) ?? 0) + 1);
    expect(members.filter((m) => newcomers.some((n) => n.portfolioId === m.portfolioId))).toHaveLength(GROUP_SIZE + 1);
    expect([...byGroup.entries()].sort()).toEqual([
      [1, GROUP_SIZE],
      [2, 1],
    ]);
    // Placed once: another pass adds no one.
    await job().runOnce();
    expect(await ctx.database.db.select().from(leagueMembers).where(eq(leagueMembers.weekStart, current))).toHaveLength(
      members.length,
    );
  });

  it('shows a new player their Bronze league and what they lack, and what is left after a first trade', async () => {
    const ana = await signUpByEmail(ctx);
    await job().runOnce();
    const read = async (): Promise<Leaderboard> => (await ana.client.get('/api/leaderboard')).json();
    const first = await read();
    expect(first.board).toBe('league');
    expect(first.league).toEqual({ tier: 'bronze', groupNo: 1, size: 1, promote: 0, demote: 0 });
    expect(first.top).toEqual([first.me]);
    expect(first.me).toMatchObject({ rank: 1, tier: 'bronze', score: null, eligible: false, isMe: true });
    expect(first.eligibility).toEqual({
      eligible: false,
      lacks: [{ kind: 'trade' }, { kind: 'companies', have: 0, need: 3 }, { kind: 'holding', days: 3, readyAt: null }],
      rules: { minCompanies: 3, maxPositionBp: 4_000, minHoldDays: 3 },
    });

    // One company, all in: two more companies to go, and a position far above 40%.
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    expect((await ana.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 100 })).status).toBe(
      201,
    );
    const portfolio = await portfolioOf(ctx.database.db, ana.id);
    // Held since before the week began, whatever day the test runs.
    await ctx.database.db
      .update(holdings)
      .set({ openedAt: new Date(current.getTime() - 86_400_000) })
      .where(eq(holdings.portfolioId, portfolio.id));
    await job().runOnce();
    const after = await read();
    // 10,000.00 of 49,975.00 is 20.01%, within 40%: only the companies are left to fix.
    expect(after.eligibility?.lacks).toEqual([{ kind: 'companies', have: 1, need: 3 }]);
    expect(after.me?.score).not.toBeNull();
  });
});

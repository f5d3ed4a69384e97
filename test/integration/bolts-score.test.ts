// The Bolts Score on the weekly board, from real trades and price moves: each refresh adds one
// step of the portfolio's swing, and the stored score equals core/competition/score's figure for
// the same values and the Bolts Index's levels, refresh by refresh. Players who never traded have
// no score and are listed after those who did, whatever their gain.
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addSnapshot, boltsScore, NO_SWING } from '#core/competition/score';
import { weekStart } from '#core/competition/week';
import { BOLTS_INDEX_ID } from '#core/market/bolts-index';
import type { Leaderboard } from '#core/schemas/leaderboard';
import { companies, weeklyStandings } from '../../server/db/schema';
import { createStandingsJob } from '../../server/modules/competition';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany } from '../support/factories';
import { portfolioOf } from '../support/portfolios';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

const refresh = () => createStandingsJob({ database: ctx.database, intervalMs: 60_000 }).runOnce();

async function setMarket(companyId: string, priceMinor: number, indexLevel: number) {
  await ctx.database.db.update(companies).set({ currentPriceMinor: priceMinor }).where(eq(companies.id, companyId));
  await ctx.database.db.execute(sql`
    insert into market_indices (id, level, day_open) values (${BOLTS_INDEX_ID}, ${indexLevel}, ${indexLevel})
    on conflict (id) do update set level = excluded.level`);
}

async function lineOf(userId: string) {
  const portfolio = await portfolioOf(ctx.database.db, userId);
  const [line] = await ctx.database.db
    .select()
    .from(weeklyStandings)
    .where(and(eq(weeklyStandings.weekStart, weekStart(new Date())), eq(weeklyStandings.portfolioId, portfolio.id)));
  return line!;
}

async function globalBoard(user: SignedUpUser): Promise<Leaderboard> {
  const res = await user.client.get('/api/leaderboard?board=global');
  expect(res.status).toBe(200);
  return (await res.json()) as Leaderboard;
}

describe('the Bolts Score on the board', () => {
  it('equals the pure formula, refresh by refresh, from real trades, prices and index levels', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    await setMarket(company.id, 10_000, 1_000);
    const ana = await signUpByEmail(ctx);
    const buy = await ana.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 100 });
    expect(buy.status).toBe(201);

    // Refresh 1: cash 50,000 - 100 x 100.25 = 39,975.00, shares 10,000.00: 49,975.00, the index at 1,000.
    await refresh();
    let sums = NO_SWING;
    const expected = (valueMinor: number, indexLevel: number) =>
      boltsScore({
        portfolioReturn: (valueMinor - 5_000_000) / 5_000_000,
        indexReturn: indexLevel / 1_000 - 1,
        sums,
        hasTraded: true,
      });
    expect((await lineOf(ana.id)).score).toBeCloseTo(expected(4_997_500, 1_000)!, 9);

    // Refresh 2: the price 110.00 and the index 1,010: 50,975.00, one step of swing.
    await setMarket(company.id, 11_000, 1_010);
    await refresh();
    sums = addSnapshot(sums, 4_997_500, 5_097_500);
    expect((await lineOf(ana.id)).swingSquares).toBeCloseTo(sums.sumSquares, 12);
    expect((await lineOf(ana.id)).score).toBeCloseTo(expected(5_097_500, 1_010)!, 9);

    // Refresh 3: the price 90.00 and the index 990: 48,975.00, a second step.
    await setMarket(company.id, 9_000, 990);
    await refresh();
    sums = addSnapshot(sums, 5_097_500, 4_897_500);
    const final = expected(4_897_500, 990)!;
    expect((await lineOf(ana.id)).score).toBeCloseTo(final, 9);
    // (-2.05% - -1%) / sqrt(0.019811^2 + 0.040026^2) = -0.0105 / 0.044661 = -0.2351
    expect(final).toBeCloseTo(-0.2351, 4);
    expect((await globalBoard(ana)).me).toMatchObject({ score: -0.24, gainBp: -205 });

    // A refresh with nothing moved adds no swing and leaves the score as it was.
    await refresh();
    expect((await lineOf(ana.id)).score).toBeCloseTo(final, 9);
  });

  it('lists players who never traded after those who did, with no score, whatever their gain', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    await setMarket(company.id, 10_000, 1_000);
    const [ana, ben] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    // Ana trades and loses the spread; Ben holds his cash (a gain of 0).
    expect((await ana.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 10 })).status).toBe(
      201,
    );
    await refresh();
    const board = await globalBoard(ben);
    expect(board.top.map((e) => [e.username, e.score === null])).toEqual([
      [ana.username, false],
      [ben.username, true],
    ]);
    expect(board.top[0]!.gainBp).toBeLessThan(board.top[1]!.gainBp);
    expect(board.me).toMatchObject({ rank: 2, score: null, eligible: false });
  });
});

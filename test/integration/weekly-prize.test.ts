// Who wins the week: the best Bolts Score above zero among lines eligible at the week's close (the
// platform settings' thresholds), never an all-in gamble that scored higher; a winner linked to
// another top-10 player by a device is held, with the evidence, and paid nothing until an admin
// decides.
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { previousWeekStart } from '#core/competition/week';
import { ledgerEntries, users, weeklyChampions, weeklyStandings } from '../../server/db/schema';
import { createStandingsJob, createStandingsRepo } from '../../server/modules/competition';
import { ledgerBalance } from '../../server/modules/ledger';
import { createUser } from '../support/factories';
import { finishedLine } from '../support/standings';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

const previous = previousWeekStart(new Date());
const DAY = 86_400_000;

/** A verified player (every real account is: email by its link, phone by its code). */
async function player() {
  const user = await createUser(ctx.database.db);
  await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
}

async function decideLastWeek(lines: Parameters<typeof finishedLine>[0][]) {
  await ctx.database.db.insert(weeklyStandings).values(lines.map(finishedLine));
  await createStandingsRepo(ctx.database.db).rankBoard(previous);
  const { decided } = await createStandingsJob({ database: ctx.database, intervalMs: 60_000 }).runOnce();
  const [champion] = await ctx.database.db.select().from(weeklyChampions);
  return { decision: decided[0], champion: champion! };
}

describe('the weekly prize', () => {
  it('passes over higher scores that are all in, too concentrated, too new or unverified, for the best eligible one', async () => {
    const [allIn, concentrated, fresh, unverified, winner, third] = await Promise.all(
      Array.from({ length: 6 }, () => player()),
    );
    await ctx.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified!.id));
    const { decision, champion } = await decideLastWeek([
      { portfolioId: allIn!.portfolioId, gainBp: 900, companies: 1, maxPositionBp: 10_000 },
      { portfolioId: concentrated!.portfolioId, gainBp: 800, maxPositionBp: 4_001 },
      // Its oldest position was opened two and a half days before the week closed.
      { portfolioId: fresh!.portfolioId, gainBp: 700, heldSince: new Date(previous.getTime() + 4.5 * DAY) },
      { portfolioId: unverified!.portfolioId, gainBp: 600 },
      { portfolioId: winner!.portfolioId, gainBp: 300 },
      { portfolioId: third!.portfolioId, gainBp: 200 },
    ]);
    expect(decision).toMatchObject({ userId: winner!.id, prizeMinor: 500_000, held: false });
    expect(champion).toMatchObject({ portfolioId: winner!.portfolioId, status: 'paid', score: 3 });
    expect(await ledgerBalance(ctx.database.db, winner!.portfolioId)).toBe(500_000);
    expect(await ledgerBalance(ctx.database.db, allIn!.portfolioId)).toBe(0);
  });

  it('follows the thresholds in the platform settings', async () => {
    const [twoCompanies, other] = await Promise.all([player(), player()]);
    await ctx.database.db.execute(sql`
      insert into platform_settings (id, prize_min_companies) values (1, 2)
      on conflict (id) do update set prize_min_companies = 2`);
    const { champion } = await decideLastWeek([
      { portfolioId: twoCompanies!.portfolioId, gainBp: 500, companies: 2 },
      { portfolioId: other!.portfolioId, gainBp: 100 },
    ]);
    expect(champion.portfolioId).toBe(twoCompanies!.portfolioId);
  });

  it('holds the prize of a winner who shares a device with another top-10 player, with the evidence', async () => {
    const [winner, friend, stranger] = await Promise.all([player(), player(), player()]);
    await ctx.database.db.execute(sql`
      insert into account_signals (user_id, kind, value_hash)
      values (${winner!.id}, 'device', 'same-phone'), (${friend!.id}, 'device', 'same-phone'),
             (${stranger!.id}, 'device', 'another-phone')`);
    const { decision, champion } = await decideLastWeek([
      { portfolioId: winner!.portfolioId, gainBp: 500 },
      { portfolioId: stranger!.portfolioId, gainBp: 300 },
      { portfolioId: friend!.portfolioId, gainBp: 200 },
    ]);
    expect(decision).toMatchObject({ userId: winner!.id, held: true, prizeMinor: 500_000 });
    expect(champion).toMatchObject({ status: 'held', journalId: null, prizeMinor: 500_000 });
    expect(champion.evidence).toEqual({
      linked: [{ userId: friend!.id, username: friend!.username, rank: 3, via: ['device'] }],
    });
    // Nothing paid: no prize entry anywhere, the winner's cash as it was.
    const prizes = await ctx.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'weekly_prize'));
    expect(prizes).toEqual([]);
    expect(await ledgerBalance(ctx.database.db, winner!.portfolioId)).toBe(0);
  });
});

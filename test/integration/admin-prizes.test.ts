// Held weekly prizes (docs/rules.md#admin): only admins review them; approving pays the prize once
// through the ledger (also when two admins approve at once), denying pays nothing, a review is
// final, and each is in the audit log. The prize eligibility settings round-trip and refuse values
// out of range.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_GAME_ID } from '#core/games';
import type { AdminPrize, AdminPrizes } from '#core/schemas/admin/prizes';
import type { PlatformSettingsView } from '#core/schemas/admin/settings';
import { queryRows } from '../../server/db/client';
import { checkConsistency } from '../../server/db/consistency';
import { adminLogs, ledgerEntries, portfolios, weeklyChampions } from '../../server/db/schema';
import { ledgerBalance } from '../../server/modules/ledger';
import { readPlatformSettings } from '../../server/modules/platform-settings';
import { publicPortfolioOf, signUpByEmail, type SignedUpUser } from '../support/accounts';
import { signUpAs } from '../support/staff';
import { settingsForm } from '../support/admin-settings';
import { createTestContext, testDriver, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PRIZE_MINOR = 500_000;
const STARTING_CASH_MINOR = 5_000_000;

/** A champion held for review in the public game's week starting `weekStart` (a Sunday long past). */
async function heldChampion(weekStart: string, prizeMinor = PRIZE_MINOR) {
  const winner = await signUpByEmail(ctx);
  const linked = await signUpByEmail(ctx);
  const portfolio = (await publicPortfolioOf(ctx, winner.id))!;
  await ctx.database.db.insert(weeklyChampions).values({
    gameId: PUBLIC_GAME_ID,
    weekStart: new Date(`${weekStart}T00:00:00Z`),
    portfolioId: portfolio.id,
    gainMinor: 250_000,
    gainBp: 500,
    score: 1.75,
    prizeMinor,
    status: 'held',
    evidence: { linked: [{ userId: linked.id, username: linked.username, rank: 3, via: ['device', 'address'] }] },
  });
  return { winner, linked, portfolioId: portfolio.id, path: `/api/admin/prizes/${PUBLIC_GAME_ID}/${weekStart}` };
}

const approve = (admin: SignedUpUser, path: string) => admin.client.post(`${path}/approve`);
const deny = (admin: SignedUpUser, path: string, reason?: string) =>
  admin.client.post(`${path}/deny`, reason === undefined ? {} : { reason });

async function cashOf(portfolioId: string) {
  const [row] = await ctx.database.db.select().from(portfolios).where(eq(portfolios.id, portfolioId));
  return row!.cashMinor;
}
const prizeEntries = (portfolioId: string) =>
  ctx.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.portfolioId, portfolioId), eq(ledgerEntries.kind, 'weekly_prize')));
const championOf = async (weekStart: string) => {
  const [row] = await ctx.database.db
    .select()
    .from(weeklyChampions)
    .where(
      and(
        eq(weeklyChampions.gameId, PUBLIC_GAME_ID),
        eq(weeklyChampions.weekStart, new Date(`${weekStart}T00:00:00Z`)),
      ),
    );
  return row!;
};
const auditOf = (weekStart: string) =>
  ctx.database.db
    .select()
    .from(adminLogs)
    .where(like(adminLogs.action, 'prize.%'))
    .then((rows) =>
      rows.filter((r) => (r.details as { target: { id: string } }).target.id === `${PUBLIC_GAME_ID}/${weekStart}`),
    );
/** Cash equals the ledger and every journal sums to zero. */
async function expectBooksBalanced(portfolioId: string) {
  expect(await ledgerBalance(ctx.database.db, portfolioId)).toBe(await cashOf(portfolioId));
  expect((await checkConsistency(ctx.database.db)).filter((c) => c.count > 0)).toEqual([]);
}

describe('held prizes', () => {
  it('are for admins only: a player and a moderator get 403 and nothing changes', async () => {
    const week = '2020-01-05';
    const held = await heldChampion(week);
    for (const role of ['user', 'moderator'] as const) {
      const someone = await signUpAs(ctx, role);
      expect((await someone.client.get('/api/admin/prizes')).status, role).toBe(403);
      expect((await approve(someone, held.path)).status, role).toBe(403);
      expect((await deny(someone, held.path, 'no')).status, role).toBe(403);
    }
    expect((await championOf(week)).status).toBe('held');
    expect(await cashOf(held.portfolioId)).toBe(STARTING_CASH_MINOR);
    expect(await auditOf(week)).toEqual([]);

    const admin = await signUpAs(ctx, 'admin');
    const list = (await (await admin.client.get('/api/admin/prizes')).json()) as AdminPrizes;
    expect(list.held.find((p) => p.weekStart === week)).toEqual({
      game: { id: PUBLIC_GAME_ID, slug: 'public', name: expect.any(String) },
      weekStart: week,
      winner: { userId: held.winner.id, username: held.winner.username },
      score: 1.75,
      gainBp: 500,
      prizeMinor: PRIZE_MINOR,
      status: 'held',
      evidence: {
        linked: [{ userId: held.linked.id, username: held.linked.username, rank: 3, via: ['device', 'address'] }],
      },
      decidedAt: expect.any(String),
      review: null,
    } satisfies AdminPrize);
  });

  it('approving pays the prize once; approving again answers 409 and pays nothing', async () => {
    const week = '2020-01-12';
    const held = await heldChampion(week);
    const admin = await signUpAs(ctx, 'admin');

    const res = await approve(admin, held.path);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'approved', review: { by: { id: admin.id } } });
    // 50,000 granted + 5,000 prize.
    expect(await cashOf(held.portfolioId)).toBe(STARTING_CASH_MINOR + PRIZE_MINOR);
    const [entry, ...more] = await prizeEntries(held.portfolioId);
    expect(more).toEqual([]);
    expect((await championOf(week)).journalId).toBe(entry!.journalId);
    await expectBooksBalanced(held.portfolioId);

    for (const again of [await approve(admin, held.path), await deny(admin, held.path)]) {
      expect(again.status).toBe(409);
      expect((await again.json()).error).toMatchObject({
        code: 'conflict',
        message: expect.stringMatching(/approved/),
      });
    }
    expect(await cashOf(held.portfolioId)).toBe(STARTING_CASH_MINOR + PRIZE_MINOR);
    expect(await prizeEntries(held.portfolioId)).toHaveLength(1);

    const [log, ...otherLogs] = await auditOf(week);
    expect(otherLogs).toEqual([]);
    expect(log).toMatchObject({
      userId: admin.id,
      action: 'prize.approve',
      details: {
        changes: { status: { from: 'held', to: 'approved' } },
        details: { prizeMinor: PRIZE_MINOR, paid: true, journalId: entry!.journalId },
      },
    });
    const list = (await (await admin.client.get('/api/admin/prizes')).json()) as AdminPrizes;
    expect(list.held.map((p) => p.weekStart)).not.toContain(week);
    expect(list.reviewed.find((p) => p.weekStart === week)).toMatchObject({ status: 'approved' });
  });

  it('two admins approving at once pay it once', async () => {
    const week = '2020-01-19';
    const held = await heldChampion(week);
    const [first, second] = [await signUpAs(ctx, 'admin'), await signUpAs(ctx, 'admin')];
    const answers = await Promise.all([approve(first, held.path), approve(second, held.path)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await cashOf(held.portfolioId)).toBe(STARTING_CASH_MINOR + PRIZE_MINOR);
    expect(await prizeEntries(held.portfolioId)).toHaveLength(1);
    expect(await auditOf(week)).toHaveLength(1);
    await expectBooksBalanced(held.portfolioId);
  });

  // On PostgreSQL the two reviews can truly overlap: both are made to wait on the champion's row,
  // then let go together. Without the row lock both would read "held" and both answer 200.
  it.runIf(testDriver() === 'postgres')(
    'two admins approving a busy row: both wait, one pays, the other answers 409',
    async () => {
      const week = '2020-02-09';
      const held = await heldChampion(week);
      const [first, second] = [await signUpAs(ctx, 'admin'), await signUpAs(ctx, 'admin')];
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = ctx.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from weekly_champions where game_id = ${PUBLIC_GAME_ID}
              and week_start = ${`${week}T00:00:00Z`}::timestamptz for update`,
        );
        locked();
        await released;
      });
      await isLocked;
      const answers = Promise.all([approve(first, held.path), approve(second, held.path)]);
      const waiting = async () =>
        (
          await queryRows<{ n: number }>(
            ctx.database.db,
            sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          )
        )[0]!.n;
      await expect.poll(waiting, { timeout: 10_000 }).toBe(2);
      release();
      await holder;

      expect((await answers).map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await cashOf(held.portfolioId)).toBe(STARTING_CASH_MINOR + PRIZE_MINOR);
      expect(await prizeEntries(held.portfolioId)).toHaveLength(1);
      expect(await auditOf(week)).toHaveLength(1);
      await expectBooksBalanced(held.portfolioId);
    },
  );

  it('denying pays nothing and keeps the reason in the audit log; approving later answers 409', async () => {
    const week = '2020-01-26';
    const held = await heldChampion(week);
    const admin = await signUpAs(ctx, 'admin');
    expect((await deny(admin, held.path, 'x'.repeat(201))).status).toBe(400);
    expect((await championOf(week)).status).toBe('held');

    const res = await deny(admin, held.path, '  Two accounts of one player  ');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'denied', review: { by: { id: admin.id } } });
    expect((await approve(admin, held.path)).status).toBe(409);
    expect(await cashOf(held.portfolioId)).toBe(STARTING_CASH_MINOR);
    expect(await prizeEntries(held.portfolioId)).toEqual([]);
    expect((await championOf(week)).journalId).toBeNull();
    await expectBooksBalanced(held.portfolioId);

    const logs = await auditOf(week);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      userId: admin.id,
      action: 'prize.deny',
      details: {
        changes: { status: { from: 'held', to: 'denied' } },
        details: { prizeMinor: PRIZE_MINOR, paid: false, reason: 'Two accounts of one player' },
      },
    });
  });

  it('approves a held prize of 0 without moving money', async () => {
    const week = '2020-02-02';
    const held = await heldChampion(week, 0);
    const admin = await signUpAs(ctx, 'admin');
    expect((await approve(admin, held.path)).status).toBe(200);
    expect(await cashOf(held.portfolioId)).toBe(STARTING_CASH_MINOR);
    expect(await prizeEntries(held.portfolioId)).toEqual([]);
    expect(await championOf(week)).toMatchObject({ status: 'approved', journalId: null, reviewedBy: admin.id });
  });

  it('answers 404 for a week without a champion, and 400 for a game id or week that is not one', async () => {
    const admin = await signUpAs(ctx, 'admin');
    const missing = await approve(admin, `/api/admin/prizes/${PUBLIC_GAME_ID}/2019-12-29`);
    expect(missing.status).toBe(404);
    expect((await deny(admin, `/api/admin/prizes/00000000-0000-4000-8000-000000000000/2020-01-05`)).status).toBe(404);
    for (const path of [
      `/api/admin/prizes/${PUBLIC_GAME_ID}/2020-02-30`,
      `/api/admin/prizes/${PUBLIC_GAME_ID}/last-week`,
      `/api/admin/prizes/public/2020-01-05`,
    ]) {
      const res = await approve(admin, path);
      expect(res.status, path).toBe(400);
      expect((await res.json()).error.code).toBe('validation_failed');
    }
  });
});

describe('prize eligibility settings', () => {
  it('round-trip the three thresholds with their audit row, and refuse values out of range', async () => {
    const admin = await signUpAs(ctx, 'admin');
    const read = async () => (await (await admin.client.get('/api/admin/settings')).json()) as PlatformSettingsView;
    const current = await read();
    expect(current).toMatchObject({ prizeMinCompanies: 3, prizeMaxPositionBp: 4_000, prizeMinHoldDays: 3 });
    const save = (change: object) =>
      admin.client.request('/api/admin/settings', {
        method: 'PUT',
        json: settingsForm(current, change),
      });

    const res = await save({ prizeMinCompanies: '5', prizeMaxPositionPercent: '25.5', prizeMinHoldDays: 0 });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = { prizeMinCompanies: 5, prizeMaxPositionBp: 2_550, prizeMinHoldDays: 0 };
    expect(await res.json()).toMatchObject(saved);
    expect(await read()).toMatchObject(saved);
    expect((await readPlatformSettings(ctx.database.db)).prizeRules).toEqual({
      minCompanies: 5,
      maxPositionBp: 2_550,
      minHoldDays: 0,
    });
    const logs = await ctx.database.db.select().from(adminLogs).where(eq(adminLogs.action, 'settings.update'));
    expect(logs).toHaveLength(1);
    expect((logs[0]!.details as { changes: object }).changes).toEqual({
      prizeMinCompanies: { from: 3, to: 5 },
      prizeMaxPositionBp: { from: 4_000, to: 2_550 },
      prizeMinHoldDays: { from: 3, to: 0 },
    });

    for (const change of [
      { prizeMinCompanies: 21 },
      { prizeMinCompanies: -1 },
      { prizeMinCompanies: '2.5' },
      { prizeMinCompanies: '' },
      { prizeMaxPositionPercent: 0 },
      { prizeMaxPositionPercent: '0.99' },
      { prizeMaxPositionPercent: '100.01' },
      { prizeMaxPositionPercent: '40.125' },
      { prizeMaxPositionPercent: 'most' },
      { prizeMinHoldDays: 8 },
      { prizeMinHoldDays: -1 },
      { prizeMinHoldDays: null },
    ]) {
      const refused = await save(change);
      expect(refused.status, JSON.stringify(change)).toBe(400);
      const { error } = await refused.json();
      expect(error.code).toBe('validation_failed');
      expect(error.message, JSON.stringify(change)).toMatch(/prize/);
    }
    expect(await read()).toMatchObject(saved);
    expect(await ctx.database.db.select().from(adminLogs).where(eq(adminLogs.action, 'settings.update'))).toHaveLength(
      1,
    );
  });
});

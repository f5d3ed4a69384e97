// The transactions dashboard: totals, the latest trades and the 7-day
// daily volume for trades made here through the real trading API and then dated where the test
// wants them. Each test runs on a database of its own, so the totals are exact.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TRANSACTIONS_LIMIT, utcDay, type AdminTransactions } from '#core/schemas/admin/transactions';
import { transactions } from '../../server/db/schema';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany, createGame, createPortfolio } from '../support/factories';
import { signUpAs } from '../support/staff';
import { createTestContext, type TestContext } from '../support/test-database';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let ctx: TestContext;
let admin: SignedUpUser;
beforeEach(async () => {
  ctx = await createTestContext();
  admin = await signUpAs(ctx, 'admin');
});
afterEach(() => ctx.close());

const dashboard = async (period?: string): Promise<AdminTransactions> => {
  const res = await admin.client.get(`/api/admin/transactions${period ? `?period=${period}` : ''}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminTransactions;
};

/** A real market trade (ledger and all), then moved to `ageMs` ago. Returns its row. */
async function tradeAt(user: SignedUpUser, companyId: string, side: 'buy' | 'sell', quantity: number, ageMs: number) {
  const res = await user.client.post('/api/orders', { companyId, side, quantity });
  expect(res.status, await res.clone().text()).toBe(201);
  const { trade } = (await res.json()) as { trade: { id: string } };
  const [row] = await ctx.database.db
    .update(transactions)
    .set({ createdAt: new Date(Date.now() - ageMs) })
    .where(eq(transactions.id, trade.id))
    .returning();
  return row!;
}

describe('the transactions dashboard', () => {
  it('totals each period, counts who traded in the last 24 hours, and fills the last 7 days', async () => {
    const company = await createCompany(ctx.database.db, {
      currentPriceMinor: 10_000,
      name: 'Dashboard Co',
      logo: '🚀',
    });
    const [ana, ben, cai] = [await signUpByEmail(ctx), await signUpByEmail(ctx), await signUpByEmail(ctx)];
    // Buys fill at the ask 100.25, sells at the bid 99.75.
    const t1 = await tradeAt(ana, company.id, 'buy', 2, 1 * HOUR); // 200.50
    const t2 = await tradeAt(ben, company.id, 'buy', 1, 3 * HOUR); // 100.25
    const t3 = await tradeAt(ana, company.id, 'sell', 1, 2 * DAY + HOUR); // 99.75
    const t4 = await tradeAt(cai, company.id, 'buy', 4, 10 * DAY); // 401.00
    const t5 = await tradeAt(cai, company.id, 'buy', 1, 40 * DAY); // 100.25

    const week = await dashboard();
    expect(week.period).toBe('7d');
    // Every registered player counts as a user; ana and ben traded in the last 24 hours.
    expect(week.totals).toEqual({ users: 4, activeToday: 2, trades: 3, volumeMinor: 20_050 + 10_025 + 9_975 });
    expect(week.transactions.map((t) => t.id)).toEqual([t1.id, t2.id, t3.id]);
    expect(week.transactions[0]).toEqual({
      id: t1.id,
      createdAt: t1.createdAt.toISOString(),
      transactionType: 'buy',
      quantity: 2,
      pricePerShareMinor: 10_025,
      totalAmountMinor: 20_050,
      company: { id: company.id, name: 'Dashboard Co', symbol: company.symbol, logo: '🚀' },
      buyerUsername: ana.username,
      // The market sold.
      sellerUsername: null,
    });
    expect(week.transactions[2]).toMatchObject({ buyerUsername: null, sellerUsername: ana.username });

    expect((await dashboard('1d')).totals).toMatchObject({ trades: 2, volumeMinor: 30_075, activeToday: 2 });
    expect((await dashboard('30d')).totals).toMatchObject({ trades: 4, volumeMinor: 30_075 + 9_975 + 40_100 });
    const all = await dashboard('all');
    expect(all.totals).toMatchObject({ trades: 5, volumeMinor: 30_075 + 9_975 + 40_100 + 10_025 });
    expect(all.transactions.map((t) => t.id)).toEqual([t1, t2, t3, t4, t5].map((t) => t.id));

    // The chart: 7 UTC days ending today, oldest first, whatever the period.
    const now = Date.now();
    const expected = new Map<string, { volumeMinor: number; trades: number }>();
    for (const t of [t1, t2, t3]) {
      const day = utcDay(t.createdAt.getTime());
      const e = expected.get(day) ?? { volumeMinor: 0, trades: 0 };
      expected.set(day, { volumeMinor: e.volumeMinor + t.totalAmountMinor, trades: e.trades + 1 });
    }
    for (const period of ['1d', '7d', 'all']) {
      const { dailyVolume } = await dashboard(period);
      expect(dailyVolume).toHaveLength(7);
      expect(dailyVolume.at(-1)!.date).toBe(utcDay(now));
      expect(dailyVolume[0]!.date).toBe(utcDay(now - 6 * DAY));
      for (const point of dailyVolume) {
        expect(point, point.date).toEqual({
          date: point.date,
          ...(expected.get(point.date) ?? { volumeMinor: 0, trades: 0 }),
        });
      }
    }
  });

  it('is empty but complete when nothing traded, and refuses an unknown period', async () => {
    const empty = await dashboard('1d');
    expect(empty.totals).toEqual({ users: 1, activeToday: 0, trades: 0, volumeMinor: 0 });
    expect(empty.transactions).toEqual([]);
    expect(empty.dailyVolume.map((d) => d.volumeMinor)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    const bad = await admin.client.get('/api/admin/transactions?period=2y');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('validation_failed');
  });

  it("counts every game's trades, and a player who traded in two games as one active player", async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const ana = await signUpByEmail(ctx);
    const game = await createGame(ctx.database.db);
    await createPortfolio(ctx.database.db, ana.id, game.id, 1_000_000);
    expect((await ana.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 1 })).status).toBe(
      201,
    );
    const inGame = { companyId: company.id, side: 'buy', quantity: 2, game: game.id };
    expect((await ana.client.post('/api/orders', inGame)).status).toBe(201);
    const { totals, transactions: rows } = await dashboard('1d');
    expect(totals).toMatchObject({ activeToday: 1, trades: 2, volumeMinor: 3 * 10_025 });
    expect(rows.map((r) => [r.quantity, r.buyerUsername, r.sellerUsername])).toEqual([
      [2, ana.username, null],
      [1, ana.username, null],
    ]);
  });

  it('lists at most the latest 100 of the period', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 100 });
    const trader = await signUpByEmail(ctx);
    const ids: string[] = [];
    for (let i = 0; i < ADMIN_TRANSACTIONS_LIMIT + 5; i++)
      ids.push((await tradeAt(trader, company.id, 'buy', 1, i * 60_000)).id);
    const { transactions: rows, totals } = await dashboard('1d');
    expect(totals.trades).toBe(ADMIN_TRANSACTIONS_LIMIT + 5);
    expect(rows.map((r) => r.id)).toEqual(ids.slice(0, ADMIN_TRANSACTIONS_LIMIT));
  });

  it('refuses moderators and players', async () => {
    for (const role of ['moderator', 'user'] as const) {
      const someone = await signUpAs(ctx, role);
      const res = await someone.client.get('/api/admin/transactions');
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('forbidden');
    }
  });
});

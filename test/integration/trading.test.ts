import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, orders, portfolios, transactions } from '../../server/db/schema';
import { ledgerBalance } from '../../server/modules/ledger';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany } from '../support/factories';
import { holdingOf, portfolioOf, publicStartingCash, tradingServiceOn } from '../support/portfolios';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
let engine: ReturnType<typeof tradingServiceOn>;
/** What the public game grants on sign-up: 50,000.00 unless the admins changed it. */
let START: number;
beforeAll(async () => {
  ctx = await createTestContext();
  engine = tradingServiceOn(ctx.database.db);
  START = await publicStartingCash(ctx.database.db);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const order = (user: SignedUpUser, body: Record<string, unknown>) => user.client.post('/api/orders', body);
const cashOf = (userId: string) => portfolioOf(db(), userId);
const holdingIn = async (userId: string, companyId: string) =>
  holdingOf(db(), (await portfolioOf(db(), userId)).id, companyId);
const setPrice = (companyId: string, priceMinor: number) =>
  db().update(companies).set({ currentPriceMinor: priceMinor }).where(eq(companies.id, companyId));

/** The cached cash always equals the ledger, and reservations stay within it. */
async function expectBooksBalanced(userId: string) {
  const portfolio = await cashOf(userId);
  expect(await ledgerBalance(db(), portfolio.id)).toBe(portfolio.cashMinor);
  expect(portfolio.reservedMinor).toBeGreaterThanOrEqual(0);
  expect(portfolio.reservedMinor).toBeLessThanOrEqual(portfolio.cashMinor);
}

describe('market orders', () => {
  it('buy 10 at price 100.00 fills at the ask 100.25: balance -1,002.50, holding of 10 costing 1,002.50', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    // A price from the browser is ignored.
    const res = await order(user, { companyId: company.id, side: 'buy', quantity: 10, price: 1, pricePerShare: 1 });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.order).toMatchObject({ status: 'filled', fillPriceMinor: 10_025, quantity: 10 });
    expect(body.trade).toMatchObject({ side: 'buy', pricePerShareMinor: 10_025, totalAmountMinor: 100_250 });
    expect((await cashOf(user.id)).cashMinor).toBe(START - 100_250);
    expect(await holdingIn(user.id, company.id)).toMatchObject({ quantity: 10, totalCostMinor: 100_250 });
    await expectBooksBalanced(user.id);
  });

  it('sell all at the bid records the realised gain and removes the holding', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    await order(user, { companyId: company.id, side: 'buy', quantity: 4 });
    await setPrice(company.id, 12_000);
    // bid 119.75 x 4 = 479.00; cost 100.25 x 4 = 401.00; gain 78.00
    const res = await order(user, { companyId: company.id, side: 'sell', quantity: 4 });
    expect(res.status).toBe(201);
    expect((await res.json()).trade).toMatchObject({
      pricePerShareMinor: 11_975,
      totalAmountMinor: 47_900,
      realizedGainMinor: 7_800,
    });
    expect(await holdingIn(user.id, company.id)).toBeNull();
    expect((await cashOf(user.id)).cashMinor).toBe(START - 40_100 + 47_900);
    await expectBooksBalanced(user.id);
  });

  it('answers with the refusal messages for too little cash or too few shares, changing nothing', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 100_000 });
    expect(START).toBe(5_000_000);
    const broke = await order(user, { companyId: company.id, side: 'buy', quantity: 50 });
    expect(broke.status).toBe(400);
    // ask 1,000.25 x 50 = 50,012.50
    expect((await broke.json()).error).toMatchObject({
      code: 'insufficient_balance',
      message: 'Not enough Bolts. You have 50,000.00 Bolts, need 50,012.50 Bolts',
    });
    const noShares = await order(user, { companyId: company.id, side: 'sell', quantity: 3 });
    expect((await noShares.json()).error).toMatchObject({
      code: 'insufficient_shares',
      message: 'Not enough shares. You have 0 shares, trying to sell 3',
    });
    expect((await cashOf(user.id)).cashMinor).toBe(START);
    const { id: portfolioId } = await cashOf(user.id);
    expect(await db().select().from(transactions).where(eq(transactions.portfolioId, portfolioId))).toHaveLength(0);
  });

  it('validates the order and refuses a delisted company', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db());
    for (const bad of [
      { companyId: company.id, side: 'buy', quantity: 0 },
      { companyId: company.id, side: 'buy', quantity: 1.5 },
      { companyId: company.id, side: 'hold', quantity: 1 },
      { companyId: company.id, side: 'buy', type: 'limit', quantity: 1 },
      { companyId: company.id, side: 'buy', type: 'limit', quantity: 1, limitPriceMinor: 1_000.5 },
      { companyId: company.id, side: 'buy', type: 'limit', quantity: 1, limitPriceMinor: 0 },
      // Minor units as a number, never Bolts as typed.
      { companyId: company.id, side: 'buy', type: 'limit', quantity: 1, limitPriceMinor: '10.00' },
      { companyId: company.id, side: 'buy', type: 'limit', quantity: 1, limitPriceMinor: 1_000_000_001 },
      { companyId: company.id, side: 'buy', quantity: 1, game: 'not-a-game' },
      { companyId: 'nope', side: 'buy', quantity: 1 },
    ]) {
      const res = await order(user, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((await res.json()).error.code).toBe('validation_failed');
    }
    const gone = await createCompany(db(), { isListed: false });
    expect((await (await order(user, { companyId: gone.id, side: 'buy', quantity: 1 })).json()).error.code).toBe(
      'company_not_tradable',
    );
  });
});

describe('limit orders', () => {
  it('a buy limit above the ask fills at once at the better price', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    const body = await (
      await order(user, { companyId: company.id, side: 'buy', type: 'limit', quantity: 2, limitPriceMinor: 10_500 })
    ).json();
    expect(body.order).toMatchObject({ status: 'filled', fillPriceMinor: 10_025, limitPriceMinor: 10_500 });
  });

  it('a buy limit below the market rests, reserves its cash, and that cash cannot be spent twice', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    // 400 x 99.00 = 39,600.00 reserved; 10,400.00 left to spend
    const rest = await (
      await order(user, { companyId: company.id, side: 'buy', type: 'limit', quantity: 400, limitPriceMinor: 9_900 })
    ).json();
    expect(rest.order).toMatchObject({ status: 'open', limitPriceMinor: 9_900 });
    expect(rest.trade).toBeNull();
    expect(await cashOf(user.id)).toMatchObject({ cashMinor: START, reservedMinor: 3_960_000 });
    const tooMuch = await order(user, { companyId: company.id, side: 'buy', quantity: 104 });
    expect((await tooMuch.json()).error.message).toBe(
      'Not enough Bolts. You have 10,400.00 Bolts, need 10,426.00 Bolts',
    );
    const open = await (await user.client.get('/api/orders?status=open')).json();
    expect(open.orders.map((o: { id: string }) => o.id)).toEqual([rest.order.id]);
  });

  it('fills a resting order when, and only when, the market crosses it, at the limit or better', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    const { order: resting } = await (
      await order(user, { companyId: company.id, side: 'buy', type: 'limit', quantity: 10, limitPriceMinor: 9_800 })
    ).json();
    // ask at 98.00 + 0.25 = 98.25 > 98.00: not crossed
    expect(await engine.fillRestingOrder(resting.id, 9_800)).toBe(false);
    // ask at 97.70 + 0.25 = 97.95 <= 98.00: fills at 97.95
    expect(await engine.fillRestingOrder(resting.id, 9_770)).toBe(true);
    const [row] = await db().select().from(orders).where(eq(orders.id, resting.id));
    expect(row).toMatchObject({ status: 'filled', fillPriceMinor: 9_795, reservedMinor: 0 });
    expect(await cashOf(user.id)).toMatchObject({ cashMinor: START - 97_950, reservedMinor: 0 });
    expect(await holdingIn(user.id, company.id)).toMatchObject({ quantity: 10, totalCostMinor: 97_950 });
    expect(await engine.fillRestingOrder(resting.id, 9_000)).toBe(false);
    await expectBooksBalanced(user.id);
  });

  it('a sell limit reserves its shares; cancel releases them; only the owner can cancel, once', async () => {
    const user = await signUpByEmail(ctx);
    const other = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    await order(user, { companyId: company.id, side: 'buy', quantity: 5 });
    const { order: resting } = await (
      await order(user, { companyId: company.id, side: 'sell', type: 'limit', quantity: 3, limitPriceMinor: 15_000 })
    ).json();
    expect(await holdingIn(user.id, company.id)).toMatchObject({ quantity: 5, reservedQuantity: 3 });
    const oversell = await order(user, { companyId: company.id, side: 'sell', quantity: 3 });
    expect((await oversell.json()).error.message).toBe('Not enough shares. You have 2 shares, trying to sell 3');

    expect((await other.client.post(`/api/orders/${resting.id}/cancel`)).status).toBe(404);
    const cancelled = await user.client.post(`/api/orders/${resting.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).status).toBe('cancelled');
    expect(await holdingIn(user.id, company.id)).toMatchObject({ quantity: 5, reservedQuantity: 0 });
    const again = await user.client.post(`/api/orders/${resting.id}/cancel`);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('order_not_open');
  });

  it('a cancel racing a fill never both cancels and fills', async () => {
    for (let round = 0; round < 5; round++) {
      const user = await signUpByEmail(ctx);
      const company = await createCompany(db(), { currentPriceMinor: 10_000 });
      const { order: resting } = await (
        await order(user, { companyId: company.id, side: 'buy', type: 'limit', quantity: 10, limitPriceMinor: 9_900 })
      ).json();
      const [cancel, filled] = await Promise.all([
        user.client.post(`/api/orders/${resting.id}/cancel`),
        engine.fillRestingOrder(resting.id, 9_000),
      ]);
      const [row] = await db().select().from(orders).where(eq(orders.id, resting.id));
      if (filled) {
        expect(cancel.status).toBe(409);
        expect(row!.status).toBe('filled');
        expect(await holdingIn(user.id, company.id)).toMatchObject({ quantity: 10 });
      } else {
        expect(cancel.status).toBe(200);
        expect(row!.status).toBe('cancelled');
        expect(await holdingIn(user.id, company.id)).toBeNull();
      }
      expect((await cashOf(user.id)).reservedMinor).toBe(0);
      await expectBooksBalanced(user.id);
    }
  });
});

describe('concurrency and conservation', () => {
  it('200 simultaneous buys costing more than the balance: exactly as many succeed as it allows', async () => {
    const user = await signUpByEmail(ctx);
    // ask 1,000.25 per share; 50,000.00 affords 49 single-share buys
    const company = await createCompany(db(), { currentPriceMinor: 100_000 });
    const results = await Promise.all(
      Array.from({ length: 200 }, () => order(user, { companyId: company.id, side: 'buy', quantity: 1 })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(49);
    expect(statuses.filter((s) => s !== 201 && s !== 400)).toEqual([]);
    const portfolio = await cashOf(user.id);
    expect(portfolio.cashMinor).toBe(START - 49 * 100_025);
    expect(portfolio.cashMinor).toBeGreaterThanOrEqual(0);
    expect(await holdingIn(user.id, company.id)).toMatchObject({ quantity: 49 });
    await expectBooksBalanced(user.id);
  });

  it('200 simultaneous sells against one holding of 30 shares: exactly 30 succeed', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 1_000 });
    await order(user, { companyId: company.id, side: 'buy', quantity: 30 });
    const results = await Promise.all(
      Array.from({ length: 200 }, () => order(user, { companyId: company.id, side: 'sell', quantity: 1 })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(30);
    expect(results.filter((r) => r.status !== 201 && r.status !== 400)).toHaveLength(0);
    expect(await holdingIn(user.id, company.id)).toBeNull();
    await expectBooksBalanced(user.id);
  });

  it('after a random run of ~1,000 orders by many users, every balance equals its ledger and every holding its trades', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => signUpByEmail(ctx)));
    const made = await Promise.all([1_500, 4_000, 25_000].map((p) => createCompany(db(), { currentPriceMinor: p })));
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
    for (let batch = 0; batch < 42; batch++) {
      await Promise.all(
        Array.from({ length: 24 }, () => {
          const user = pick(users);
          const company = pick(made);
          const side = random() < 0.55 ? 'buy' : 'sell';
          const limit = random() < 0.3;
          return order(user, {
            companyId: company.id,
            side,
            quantity: 1 + Math.floor(random() * 20),
            ...(limit
              ? { type: 'limit', limitPriceMinor: Math.round(company.currentPriceMinor * (0.97 + random() * 0.06)) }
              : {}),
          });
        }),
      );
      // The market moves between batches; some resting orders fill, some get cancelled.
      for (const company of made)
        await setPrice(company.id, Math.max(100, Math.round(company.currentPriceMinor * (0.97 + random() * 0.06))));
      const open = await db()
        .select({ id: orders.id, companyId: orders.companyId, userId: portfolios.userId })
        .from(orders)
        .innerJoin(portfolios, eq(portfolios.id, orders.portfolioId))
        .where(
          and(
            eq(orders.status, 'open'),
            inArray(
              portfolios.userId,
              users.map((u) => u.id),
            ),
          ),
        );
      for (const o of open) {
        if (random() < 0.2) await users.find((u) => u.id === o.userId)!.client.post(`/api/orders/${o.id}/cancel`);
        else {
          const [c] = await db().select().from(companies).where(eq(companies.id, o.companyId));
          await engine.fillRestingOrder(o.id, c!.currentPriceMinor);
        }
      }
    }
    for (const user of users) {
      await expectBooksBalanced(user.id);
      const { id: portfolioId } = await cashOf(user.id);
      for (const company of made) {
        const [sums] = await db()
          .select({
            bought: sql<string>`coalesce(sum(${transactions.quantity}) filter (where ${transactions.transactionType} = 'buy'), 0)::text`,
            sold: sql<string>`coalesce(sum(${transactions.quantity}) filter (where ${transactions.transactionType} = 'sell'), 0)::text`,
          })
          .from(transactions)
          .where(and(eq(transactions.companyId, company.id), eq(transactions.portfolioId, portfolioId)));
        const holding = await holdingOf(db(), portfolioId, company.id);
        expect(holding?.quantity ?? 0).toBe(Number(sums!.bought) - Number(sums!.sold));
      }
    }
  });
});

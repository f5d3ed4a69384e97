// The fill in one database call (bolts_execute_trade, migration 0004) and the trading events: the
// function refuses without changing anything, holds its cost-basis arithmetic to core/trading.ts,
// checks resting fills against their limit, and listeners hear only of committed changes.
import { and, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTING_BALANCE_MINOR } from '#core/money';
import type { Order, Trade } from '#core/schemas/trading';
import { applyBuy, applySell, marketFillPriceMinor, type Position } from '#core/trading';
import { ledgerEntries, orders, profiles, transactions, userHoldings } from '../../server/db/schema';
import { ledgerBalance } from '../../server/modules/ledger';
import { createTradingRepo, createTradingService } from '../../server/modules/trading';
import { FillRefused } from '../../server/modules/trading/trading.repo';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany } from '../support/factories';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const repo = () => createTradingRepo(db());
const order = (user: SignedUpUser, body: Record<string, unknown>) => user.client.post('/api/orders', body);
const setPrice = (companyId: string, priceMinor: number) =>
  db().execute(sql`update companies set current_price_minor = ${priceMinor} where id = ${companyId}`);

/** Everything a fill could touch for one user, to prove a refused fill touched none of it. */
async function footprint(userId: string) {
  return {
    profile: await db().select().from(profiles).where(eq(profiles.userId, userId)),
    holdings: await db().select().from(userHoldings).where(eq(userHoldings.userId, userId)),
    trades: await db()
      .select()
      .from(transactions)
      .where(or(eq(transactions.buyerId, userId), eq(transactions.sellerId, userId))),
    ledger: await db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)),
    ledgerRows: (
      await db()
        .select({ n: sql<string>`count(*)::text` })
        .from(ledgerEntries)
    )[0]!.n,
    orders: await db().select().from(orders).where(eq(orders.userId, userId)),
  };
}

describe('bolts_execute_trade', () => {
  it('refuses an oversell with the shares available, and changes nothing', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 2_000 });
    await order(user, { companyId: company.id, side: 'buy', quantity: 5 });
    // 2 of the 5 promised to a resting sell: 3 available.
    await order(user, { companyId: company.id, side: 'sell', type: 'limit', quantity: 2, limitPrice: 50 });
    const before = await footprint(user.id);
    const refused = await repo()
      .fill({
        userId: user.id,
        companyId: company.id,
        side: 'sell',
        quantity: 4,
        priceMinor: 1_975,
        pricedFromMinor: 2_000,
      })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FillRefused);
    expect(refused).toMatchObject({ reason: 'insufficient_shares', have: 3, need: 4 });
    expect(await footprint(user.id)).toEqual(before);

    const res = await order(user, { companyId: company.id, side: 'sell', quantity: 4 });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual({
      code: 'insufficient_shares',
      message: 'Insufficient shares. You have 3 shares, trying to sell 4',
      details: { have: 3, want: 4 },
    });
    expect(await footprint(user.id)).toEqual(before);
  });

  it('refuses a buy beyond the unreserved cash with the spec message and details, and changes nothing', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 1_000_000 });
    // Reserve 100 x 100.00 = 10,000.00 on a resting buy: 40,000.00 left.
    await order(user, { companyId: company.id, side: 'buy', type: 'limit', quantity: 100, limitPrice: 100 });
    const before = await footprint(user.id);
    const res = await order(user, { companyId: company.id, side: 'buy', quantity: 4 });
    expect(res.status).toBe(400);
    // ask 10,000.25 x 4 = 40,001.00
    expect((await res.json()).error).toEqual({
      code: 'insufficient_balance',
      message: 'Insufficient balance. You have $40,000.00, need $40,001.00',
      details: { haveMinor: 4_000_000, needMinor: 4_000_100 },
    });
    expect(await footprint(user.id)).toEqual(before);
  });

  it('answers a fill priced from a stale, missing or delisted company without changing anything', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 4_000 });
    const before = await footprint(user.id);
    const base = { userId: user.id, companyId: company.id, side: 'buy' as const, quantity: 1 };
    expect(await repo().fill({ ...base, priceMinor: 3_025, pricedFromMinor: 3_000 })).toEqual({
      outcome: 'repriced',
      companyPriceMinor: 4_000,
    });
    // No guess at all: the answer carries the price to price from.
    expect(await repo().fill({ ...base, priceMinor: null })).toEqual({ outcome: 'repriced', companyPriceMinor: 4_000 });
    expect(
      await repo().fill({
        ...base,
        companyId: '00000000-0000-4000-8000-000000000000',
        priceMinor: 1,
        pricedFromMinor: 1,
      }),
    ).toEqual({ outcome: 'no_company' });
    await db().execute(sql`update companies set is_listed = false where id = ${company.id}`);
    expect(await repo().fill({ ...base, priceMinor: 4_025, pricedFromMinor: 4_000 })).toEqual({
      outcome: 'not_listed',
      companyPriceMinor: 4_000,
    });
    expect(await footprint(user.id)).toEqual(before);
  });

  it('prices again when the market moved since the last order, filling at the new price', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    await order(user, { companyId: company.id, side: 'buy', quantity: 1 });
    await setPrice(company.id, 12_000);
    const { trade } = await (await order(user, { companyId: company.id, side: 'buy', quantity: 1 })).json();
    expect(trade.pricePerShareMinor).toBe(12_025);
    // A limit that looked unmarketable at the old price fills at the new one, and the other way round.
    await setPrice(company.id, 9_000);
    const limit = await (
      await order(user, { companyId: company.id, side: 'buy', type: 'limit', quantity: 1, limitPrice: 95 })
    ).json();
    expect(limit.order).toMatchObject({ status: 'filled', fillPriceMinor: 9_025 });
    await setPrice(company.id, 9_600);
    const resting = await (
      await order(user, { companyId: company.id, side: 'buy', type: 'limit', quantity: 1, limitPrice: 95 })
    ).json();
    expect(resting.order.status).toBe('open');
  });

  it('writes the journal the ledger expects: player and market, equal and opposite, tied to the trade', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 5_000 });
    const { trade } = await (await order(user, { companyId: company.id, side: 'buy', quantity: 3 })).json();
    const rows = await db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, trade.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.journalId)).size).toBe(1);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'trade', userId: user.id, systemAccount: null, amountMinor: -15_075 }),
        expect.objectContaining({ kind: 'trade', userId: null, systemAccount: 'market', amountMinor: 15_075 }),
      ]),
    );
    const [filled] = await db().select().from(orders).where(eq(orders.transactionId, trade.id));
    expect(filled).toMatchObject({ status: 'filled', type: 'market', reservedMinor: 0, fillPriceMinor: 5_025 });
    expect(filled!.closedAt).toEqual(new Date(trade.createdAt));
    expect(await ledgerBalance(db(), user.id)).toBe(STARTING_BALANCE_MINOR - 15_075);
  });

  it('keeps quantity, cost basis and realised gain exactly as applyBuy/applySell say, through odd splits', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 333 });
    let position: Position = { quantity: 0, totalCostMinor: 0 };
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let step = 0; step < 60; step++) {
      const priceMinor = 101 + Math.floor(random() * 997);
      await setPrice(company.id, priceMinor);
      const sell = position.quantity > 0 && random() < 0.45;
      const quantity = sell ? 1 + Math.floor(random() * position.quantity) : 1 + Math.floor(random() * 7);
      const res = await order(user, { companyId: company.id, side: sell ? 'sell' : 'buy', quantity });
      expect(res.status).toBe(201);
      const { trade } = await res.json();
      const fillMinor = marketFillPriceMinor(sell ? 'sell' : 'buy', priceMinor);
      expect(trade.pricePerShareMinor).toBe(fillMinor);
      if (sell) {
        const expected = applySell(position, quantity, fillMinor);
        expect(trade.realizedGainMinor).toBe(expected.realizedGainMinor);
        expect(trade.totalAmountMinor).toBe(expected.proceedsMinor);
        position = expected.remaining;
      } else {
        position = applyBuy(position, quantity, fillMinor);
        expect(trade.realizedGainMinor).toBeNull();
      }
      const [holding] = await db()
        .select()
        .from(userHoldings)
        .where(and(eq(userHoldings.userId, user.id), eq(userHoldings.companyId, company.id)));
      if (position.quantity === 0) expect(holding).toBeUndefined();
      else expect(holding).toMatchObject({ quantity: position.quantity, totalCostMinor: position.totalCostMinor });
    }
    expect(await ledgerBalance(db(), user.id)).toBe(
      (await db().select().from(profiles).where(eq(profiles.userId, user.id)))[0]!.balanceMinor,
    );
  });

  it('fills a resting order only at its limit or better, and not once it is closed', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    const { order: resting } = await (
      await order(user, { companyId: company.id, side: 'buy', type: 'limit', quantity: 2, limitPrice: 90 })
    ).json();
    const before = await footprint(user.id);
    const base = { userId: user.id, companyId: company.id, side: 'buy' as const, quantity: 2, orderId: resting.id };
    // A caller asking for a price above the limit is a bug; the database will not do it.
    await expect(repo().fill({ ...base, priceMinor: 9_001 })).rejects.toThrow(/does not match order/);
    expect(await footprint(user.id)).toEqual(before);

    expect((await user.client.post(`/api/orders/${resting.id}/cancel`)).status).toBe(200);
    const cancelled = await footprint(user.id);
    expect(await repo().fill({ ...base, priceMinor: 8_900 })).toEqual({ outcome: 'not_open' });
    expect(await footprint(user.id)).toEqual(cancelled);
  });
});

describe('trading events', () => {
  function listening() {
    const fills: { userId: string; order: Order; trade: Trade; committed: Promise<number> }[] = [];
    const closed: { userId: string; order: Order }[] = [];
    const service = createTradingService({
      db: db(),
      repo: repo(),
      events: {
        onFill(userId, fill) {
          // Told after the commit: a separate read already sees the trade.
          const committed = db()
            .select()
            .from(transactions)
            .where(eq(transactions.id, fill.trade.id))
            .then((rows) => rows.length);
          fills.push({ userId, ...fill, committed });
        },
        onOrderClosed(userId, order) {
          closed.push({ userId, order });
        },
      },
    });
    return { service, fills, closed };
  }

  it('tells of an immediate fill with the same order and trade the caller gets, and not of a refusal', async () => {
    const { service, fills } = listening();
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    const result = await service.placeOrder(user.id, {
      companyId: company.id,
      side: 'buy',
      type: 'market',
      quantity: 2,
      timeInForce: 'gtc',
    });
    expect(fills).toHaveLength(1);
    expect(fills[0]).toMatchObject({ userId: user.id, order: result.order, trade: result.trade });
    expect(await fills[0]!.committed).toBe(1);
    // The same order as the history shows it.
    const listed = await service.listOrders(user.id, 'all');
    expect(listed[0]).toEqual(result.order);

    await expect(
      service.placeOrder(user.id, {
        companyId: company.id,
        side: 'sell',
        type: 'market',
        quantity: 3,
        timeInForce: 'gtc',
      }),
    ).rejects.toMatchObject({ code: 'insufficient_shares' });
    // A resting order is not a fill.
    await service.placeOrder(user.id, {
      companyId: company.id,
      side: 'buy',
      type: 'limit',
      limitPrice: 5_000,
      quantity: 1,
      timeInForce: 'gtc',
    });
    expect(fills).toHaveLength(1);
  });

  it("tells of the engine's fill of a resting order, with the closed order and its trade", async () => {
    const { service, fills } = listening();
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    const { order: resting } = await service.placeOrder(user.id, {
      companyId: company.id,
      side: 'buy',
      type: 'limit',
      limitPrice: 9_900,
      quantity: 3,
      timeInForce: 'gtc',
    });
    expect(await service.fillRestingOrder(resting.id, 9_800)).toBe(true);
    expect(fills).toHaveLength(1);
    const { order, trade } = fills[0]!;
    expect(order).toMatchObject({
      id: resting.id,
      status: 'filled',
      fillPriceMinor: 9_825,
      limitPriceMinor: 9_900,
      companySymbol: company.symbol,
    });
    expect(trade).toMatchObject({ side: 'buy', quantity: 3, pricePerShareMinor: 9_825, totalAmountMinor: 29_475 });
    expect(await fills[0]!.committed).toBe(1);
    const [history] = await service.listOrders(user.id, 'all');
    expect(history).toEqual(order);
    expect((await service.listTrades(user.id))[0]).toEqual(trade);
    // Filled once: a second attempt neither fills nor tells.
    expect(await service.fillRestingOrder(resting.id, 9_000)).toBe(false);
    expect(fills).toHaveLength(1);
  });

  it('tells of cancels and expiries, and a failing listener does not undo the trade', async () => {
    const { service, closed } = listening();
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    const place = () =>
      service.placeOrder(user.id, {
        companyId: company.id,
        side: 'buy',
        type: 'limit',
        limitPrice: 8_000,
        quantity: 1,
        timeInForce: 'day',
      });
    const { order: first } = await place();
    const cancelled = await service.cancelOrder(user.id, first.id);
    expect(closed).toEqual([{ userId: user.id, order: cancelled }]);
    expect(cancelled.status).toBe('cancelled');

    const { order: second } = await place();
    expect(await service.expireOrder(second.id)).toBe(true);
    expect(closed[1]).toMatchObject({ userId: user.id, order: { id: second.id, status: 'expired' } });
    expect(await service.expireOrder(second.id)).toBe(false);
    expect(closed).toHaveLength(2);

    const throwing = createTradingService({
      db: db(),
      repo: repo(),
      events: {
        onFill() {
          throw new Error('listener broke');
        },
      },
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const result = await throwing.placeOrder(user.id, {
        companyId: company.id,
        side: 'buy',
        type: 'market',
        quantity: 1,
        timeInForce: 'gtc',
      });
      expect(result.trade).not.toBeNull();
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(await ledgerBalance(db(), user.id)).toBe(STARTING_BALANCE_MINOR - 10_025);
  });
});

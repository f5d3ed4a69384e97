// The money path's database functions (bolts_place_order, bolts_fill_order, bolts_close_order,
// migration 0015) and the trading events: a refusal changes nothing, a fill's cost-basis
// arithmetic is the oracle's (test/support/money-oracle.ts), a resting fill is held to its limit,
// and listeners hear only of committed changes.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Trade } from '#core/schemas/trading';
import { marketFillPriceMinor } from '#core/trading';
import { holdings, ledgerEntries, orders, portfolios, transactions } from '../../server/db/schema';
import { ledgerBalance } from '../../server/modules/ledger';
import { createTradingRepo } from '../../server/modules/trading';
import { FillRefused, type PlaceRequest } from '../../server/modules/trading/trading.repo';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany } from '../support/factories';
import { applyBuy, applySell, type Position } from '../support/money-oracle';
import { holdingOf, portfolioOf, publicStartingCash, tradingServiceOn } from '../support/portfolios';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
let START: number;
beforeAll(async () => {
  ctx = await createTestContext();
  START = await publicStartingCash(ctx.database.db);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const repo = () => createTradingRepo(db());
const order = (user: SignedUpUser, body: Record<string, unknown>) => user.client.post('/api/orders', body);
const setPrice = (companyId: string, priceMinor: number) =>
  db().execute(sql`update companies set current_price_minor = ${priceMinor} where id = ${companyId}`);
const portfolioIdOf = async (userId: string) => (await portfolioOf(db(), userId)).id;

/** A market order for the repo, priced by the test: override what the case is about. */
const marketOrder = (over: Partial<PlaceRequest> & Pick<PlaceRequest, 'portfolioId' | 'companyId'>): PlaceRequest => ({
  side: 'buy',
  type: 'market',
  timeInForce: 'gtc',
  quantity: 1,
  limitPriceMinor: null,
  stopPriceMinor: null,
  trailAmountMinor: null,
  trailBp: null,
  reservePriceMinor: null,
  fillPriceMinor: null,
  pricedFromMinor: null,
  expiresAt: null,
  reason: null,
  shortRules: null,
  ...over,
});

/** Everything a fill could touch for one portfolio, to prove a refused fill touched none of it. */
async function footprint(portfolioId: string) {
  return {
    portfolio: await db().select().from(portfolios).where(eq(portfolios.id, portfolioId)),
    holdings: await db().select().from(holdings).where(eq(holdings.portfolioId, portfolioId)),
    trades: await db().select().from(transactions).where(eq(transactions.portfolioId, portfolioId)),
    ledger: await db().select().from(ledgerEntries).where(eq(ledgerEntries.portfolioId, portfolioId)),
    ledgerRows: (
      await db()
        .select({ n: sql<string>`count(*)::text` })
        .from(ledgerEntries)
    )[0]!.n,
    orders: await db().select().from(orders).where(eq(orders.portfolioId, portfolioId)),
  };
}

describe('the money path in the database', () => {
  it('refuses an oversell with the shares available, and changes nothing', async () => {
    const user = await signUpByEmail(ctx);
    const portfolioId = await portfolioIdOf(user.id);
    const company = await createCompany(db(), { currentPriceMinor: 2_000 });
    await order(user, { companyId: company.id, side: 'buy', quantity: 5 });
    // 2 of the 5 promised to a resting sell: 3 available.
    await order(user, { companyId: company.id, side: 'sell', type: 'limit', quantity: 2, limitPriceMinor: 5_000 });
    const before = await footprint(portfolioId);
    const refused = await repo()
      .place(
        marketOrder({
          portfolioId,
          companyId: company.id,
          side: 'sell',
          quantity: 4,
          fillPriceMinor: 1_975,
          pricedFromMinor: 2_000,
        }),
      )
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FillRefused);
    expect(refused).toMatchObject({ reason: 'insufficient_shares', have: 3, need: 4 });
    expect(await footprint(portfolioId)).toEqual(before);

    const res = await order(user, { companyId: company.id, side: 'sell', quantity: 4 });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual({
      code: 'insufficient_shares',
      message: 'Not enough shares. You have 3 shares, trying to sell 4',
      details: { have: 3, want: 4 },
    });
    expect(await footprint(portfolioId)).toEqual(before);
  });

  it('refuses a buy beyond the unreserved cash with the message and details, and changes nothing', async () => {
    const user = await signUpByEmail(ctx);
    const portfolioId = await portfolioIdOf(user.id);
    const company = await createCompany(db(), { currentPriceMinor: 1_000_000 });
    // The public game grants 50,000.00; 100 x 100.00 = 10,000.00 held back on a resting buy: 40,000.00 left.
    expect(START).toBe(5_000_000);
    await order(user, { companyId: company.id, side: 'buy', type: 'limit', quantity: 100, limitPriceMinor: 10_000 });
    const before = await footprint(portfolioId);
    const res = await order(user, { companyId: company.id, side: 'buy', quantity: 4 });
    expect(res.status).toBe(400);
    // ask 10,000.25 x 4 = 40,001.00
    expect((await res.json()).error).toEqual({
      code: 'insufficient_balance',
      message: 'Not enough Bolts. You have 40,000.00 Bolts, need 40,001.00 Bolts',
      details: { haveMinor: 4_000_000, needMinor: 4_000_100 },
    });
    expect(await footprint(portfolioId)).toEqual(before);
    // A resting buy beyond it is refused the same way by the database.
    await expect(
      repo().place(
        marketOrder({
          portfolioId,
          companyId: company.id,
          type: 'limit',
          quantity: 401,
          limitPriceMinor: 10_000,
          pricedFromMinor: 1_000_000,
        }),
      ),
    ).rejects.toMatchObject({ reason: 'insufficient_balance', have: 4_000_000, need: 4_010_000 });
    expect(await footprint(portfolioId)).toEqual(before);
  });

  it('answers an order priced from a stale, missing or delisted company without changing anything', async () => {
    const user = await signUpByEmail(ctx);
    const portfolioId = await portfolioIdOf(user.id);
    const company = await createCompany(db(), { currentPriceMinor: 4_000 });
    const before = await footprint(portfolioId);
    const base = { portfolioId, companyId: company.id };
    expect(await repo().place(marketOrder({ ...base, fillPriceMinor: 3_025, pricedFromMinor: 3_000 }))).toEqual({
      outcome: 'repriced',
      companyPriceMinor: 4_000,
    });
    // No guess at all: the answer carries the price to price from.
    expect(await repo().place(marketOrder(base))).toEqual({ outcome: 'repriced', companyPriceMinor: 4_000 });
    expect(
      await repo().place(
        marketOrder({
          ...base,
          companyId: '00000000-0000-4000-8000-000000000000',
          fillPriceMinor: 1,
          pricedFromMinor: 1,
        }),
      ),
    ).toEqual({ outcome: 'no_company' });
    await db().execute(sql`update companies set is_listed = false where id = ${company.id}`);
    expect(await repo().place(marketOrder({ ...base, fillPriceMinor: 4_025, pricedFromMinor: 4_000 }))).toEqual({
      outcome: 'not_listed',
      companyPriceMinor: 4_000,
    });
    expect(await footprint(portfolioId)).toEqual(before);
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
      await order(user, { companyId: company.id, side: 'buy', type: 'limit', quantity: 1, limitPriceMinor: 9_500 })
    ).json();
    expect(limit.order).toMatchObject({ status: 'filled', fillPriceMinor: 9_025 });
    await setPrice(company.id, 9_600);
    const resting = await (
      await order(user, { companyId: company.id, side: 'buy', type: 'limit', quantity: 1, limitPriceMinor: 9_500 })
    ).json();
    expect(resting.order.status).toBe('open');
  });

  it('writes the journal the ledger expects: player and market, equal and opposite, tied to the trade', async () => {
    const user = await signUpByEmail(ctx);
    const portfolioId = await portfolioIdOf(user.id);
    const company = await createCompany(db(), { currentPriceMinor: 5_000 });
    const { trade } = await (await order(user, { companyId: company.id, side: 'buy', quantity: 3 })).json();
    const rows = await db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, trade.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.journalId)).size).toBe(1);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'trade', portfolioId, systemAccount: null, amountMinor: -15_075 }),
        expect.objectContaining({ kind: 'trade', portfolioId: null, systemAccount: 'market', amountMinor: 15_075 }),
      ]),
    );
    const [filled] = await db().select().from(orders).where(eq(orders.transactionId, trade.id));
    expect(filled).toMatchObject({
      portfolioId,
      status: 'filled',
      type: 'market',
      reservedMinor: 0,
      fillPriceMinor: 5_025,
    });
    expect(filled!.closedAt).toEqual(new Date(trade.createdAt));
    const [row] = await db().select().from(transactions).where(eq(transactions.id, trade.id));
    expect(row).toMatchObject({ portfolioId, transactionType: 'buy', quantity: 3, totalAmountMinor: 15_075 });
    expect(await ledgerBalance(db(), portfolioId)).toBe(START - 15_075);
  });

  it('keeps quantity, cost basis and realised gain exactly as the oracle says, through odd splits', async () => {
    const user = await signUpByEmail(ctx);
    const portfolioId = await portfolioIdOf(user.id);
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
      const holding = await holdingOf(db(), portfolioId, company.id);
      if (position.quantity === 0) expect(holding).toBeNull();
      else expect(holding).toMatchObject({ quantity: position.quantity, totalCostMinor: position.totalCostMinor });
    }
    expect(await ledgerBalance(db(), portfolioId)).toBe((await portfolioOf(db(), user.id)).cashMinor);
  });

  it('fills a resting order only at its limit or better, and not once it is closed', async () => {
    const user = await signUpByEmail(ctx);
    const portfolioId = await portfolioIdOf(user.id);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    const { order: resting } = await (
      await order(user, { companyId: company.id, side: 'buy', type: 'limit', quantity: 2, limitPriceMinor: 9_000 })
    ).json();
    const before = await footprint(portfolioId);
    // A caller asking for a price above the limit is a bug; the database will not do it.
    await expect(repo().fill(resting.id, 9_001)).rejects.toThrow(/does not honour the limit/);
    expect(await footprint(portfolioId)).toEqual(before);

    expect((await user.client.post(`/api/orders/${resting.id}/cancel`)).status).toBe(200);
    const cancelled = await footprint(portfolioId);
    expect(await repo().fill(resting.id, 8_900)).toEqual({ outcome: 'not_open' });
    expect(await repo().close(resting.id, 'expired', null)).toBe('not_open');
    expect(await footprint(portfolioId)).toEqual(cancelled);
  });

  it('closes an order only for its own portfolio, giving back exactly what it held', async () => {
    const [user, other] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    const [portfolioId, otherPortfolioId] = [await portfolioIdOf(user.id), await portfolioIdOf(other.id)];
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    await order(user, { companyId: company.id, side: 'buy', quantity: 6 });
    const before = await footprint(portfolioId);
    const { order: sell } = await (
      await order(user, { companyId: company.id, side: 'sell', type: 'limit', quantity: 4, limitPriceMinor: 20_000 })
    ).json();
    const { order: buy } = await (
      await order(user, { companyId: company.id, side: 'buy', type: 'limit', quantity: 3, limitPriceMinor: 5_000 })
    ).json();
    expect(await holdingOf(db(), portfolioId, company.id)).toMatchObject({ quantity: 6, reservedQuantity: 4 });
    expect((await portfolioOf(db(), user.id)).reservedMinor).toBe(15_000);

    expect(await repo().close(sell.id, 'cancelled', otherPortfolioId)).toBe('not_found');
    expect(await repo().close(buy.id, 'cancelled', otherPortfolioId)).toBe('not_found');
    expect(await repo().close(sell.id, 'cancelled', portfolioId)).toBe('closed');
    expect(await repo().close(buy.id, 'expired', null)).toBe('closed');
    const after = await footprint(portfolioId);
    expect({ ...after, orders: [] }).toEqual({ ...before, orders: [] });
    expect(after.orders.map((o) => [o.id, o.status, o.reservedMinor]).sort()).toEqual(
      [
        [sell.id, 'cancelled', 0],
        [buy.id, 'expired', 0],
        [before.orders[0]!.id, 'filled', 0],
      ].sort(),
    );
  });
});

describe('trading events', () => {
  function listening() {
    const fills: { userId: string; order: Order; trade: Trade; committed: Promise<number> }[] = [];
    const closed: { userId: string; order: Order }[] = [];
    const service = tradingServiceOn(db(), {
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
      limitPriceMinor: 5_000,
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
      limitPriceMinor: 9_900,
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
        limitPriceMinor: 8_000,
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

    const throwing = tradingServiceOn(db(), {
      onFill() {
        throw new Error('listener broke');
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
    expect(await ledgerBalance(db(), await portfolioIdOf(user.id))).toBe(START - 10_025);
  });
});

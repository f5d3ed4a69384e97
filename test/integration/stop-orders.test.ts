// Stop orders on the one money path (docs/rules.md#stop-orders): refused on the wrong side of the
// market or with a trail out of range; resting unseen with their reservation; triggered exactly
// when the price trades through the stop (a trailing stop's stop following the best price, in SQL
// as in core/stops.ts); a stop-limit in the book only once triggered and never filled past its
// limit; a cancel racing a trigger never both cancels and fills; the books stay consistent.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#core/schemas/trading';
import { stopBuyReservePriceMinor, trailedStop, trailingStopAt } from '#core/stops';
import { bestAskMinor, bestBidMinor } from '#core/trading';
import { checkConsistency } from '../../server/db/consistency';
import { orders } from '../../server/db/schema';
import { createMarketRepo } from '../../server/market/market.repo';
import { settleRestingOrders } from '../../server/market/resting-orders';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany } from '../support/factories';
import { holdingOf, portfolioOf, tradingServiceOn } from '../support/portfolios';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const post = (user: SignedUpUser, body: Record<string, unknown>) => user.client.post('/api/orders', body);
async function place(user: SignedUpUser, body: Record<string, unknown>): Promise<Order> {
  const res = await post(user, body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return ((await res.json()) as { order: Order }).order;
}
const setPrice = (companyId: string, priceMinor: number) =>
  db().execute(sql`update companies set current_price_minor = ${priceMinor} where id = ${companyId}`);

/** What the engine does to resting orders after a tick moved the price to `priceMinor`. */
async function tickTo(companyId: string, priceMinor: number) {
  await setPrice(companyId, priceMinor);
  return settleRestingOrders(createMarketRepo(db()), tradingServiceOn(db()), new Date(), false);
}
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

async function consistent() {
  const broken = (await checkConsistency(db())).filter((c) => c.count > 0);
  expect(broken).toEqual([]);
}

/** A player holding `shares` of a fresh company priced at `priceMinor`. */
async function holder(priceMinor: number, shares: number) {
  const company = await createCompany(db(), { currentPriceMinor: priceMinor });
  const user = await signUpByEmail(ctx);
  if (shares > 0) await place(user, { companyId: company.id, side: 'buy', quantity: shares });
  return { company, user, portfolioId: (await portfolioOf(db(), user.id)).id };
}

describe('placing stop orders', () => {
  it('refuses a stop on the wrong side of the market and a trail out of range, holding nothing back', async () => {
    const { company, user, portfolioId } = await holder(10_000, 10);
    const refusals: [Record<string, unknown>, string][] = [
      [{ side: 'sell', type: 'stop', stopPriceMinor: 10_000 }, 'stop_wrong_side'],
      [{ side: 'sell', type: 'stop', stopPriceMinor: 12_000 }, 'stop_wrong_side'],
      [{ side: 'buy', type: 'stop', stopPriceMinor: 9_000 }, 'stop_wrong_side'],
      [{ side: 'buy', type: 'stop_limit', stopPriceMinor: 10_000, limitPriceMinor: 10_500 }, 'stop_wrong_side'],
      [{ side: 'sell', type: 'trailing_stop', trailPercentBp: 49 }, 'trail_out_of_range'],
      [{ side: 'sell', type: 'trailing_stop', trailPercentBp: 5_001 }, 'trail_out_of_range'],
      [{ side: 'sell', type: 'trailing_stop', trailAmountMinor: 10_000 }, 'trail_out_of_range'],
      [{ side: 'sell', type: 'trailing_stop' }, 'validation_failed'],
      [{ side: 'sell', type: 'trailing_stop', trailAmountMinor: 100, trailPercentBp: 100 }, 'validation_failed'],
      [{ side: 'sell', type: 'stop' }, 'validation_failed'],
      [{ side: 'buy', type: 'stop_limit', stopPriceMinor: 11_000 }, 'validation_failed'],
    ];
    for (const [body, code] of refusals) {
      const res = await post(user, { companyId: company.id, quantity: 1, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    }
    expect((await holdingOf(db(), portfolioId, company.id))?.reservedQuantity).toBe(0);
    expect((await portfolioOf(db(), user.id)).reservedMinor).toBe(0);
  });

  it('rests a stop unseen in the book, holding back shares for a sell and cash for a buy', async () => {
    const { company, user, portfolioId } = await holder(10_000, 10);
    const sell = await place(user, {
      companyId: company.id,
      side: 'sell',
      type: 'stop',
      quantity: 4,
      stopPriceMinor: 9_000,
    });
    expect(sell).toMatchObject({ status: 'open', type: 'stop', stopPriceMinor: 9_000, limitPriceMinor: null });
    const buy = await place(user, {
      companyId: company.id,
      side: 'buy',
      type: 'stop',
      quantity: 2,
      stopPriceMinor: 11_000,
    });
    expect((await holdingOf(db(), portfolioId, company.id))?.reservedQuantity).toBe(4);
    expect((await portfolioOf(db(), user.id)).reservedMinor).toBe(2 * stopBuyReservePriceMinor('stop', 11_000, null));
    const book = (await (await user.client.get(`/api/companies/${company.id}/order-book`)).json()) as {
      asks: { playerQuantity: number }[];
      bids: { playerQuantity: number }[];
    };
    expect([...book.asks, ...book.bids].every((l) => l.playerQuantity === 0)).toBe(true);
    // The open orders list them with their triggers.
    const { orders: open } = (await (await user.client.get('/api/orders?status=open')).json()) as { orders: Order[] };
    expect(open.map((o) => o.id).sort()).toEqual([sell.id, buy.id].sort());
    await consistent();
  });
});

describe('triggering', () => {
  it('fills a stop sell at the bid once the price trades through the stop, not before', async () => {
    const { company, user, portfolioId } = await holder(10_000, 10);
    const stop = await place(user, {
      companyId: company.id,
      side: 'sell',
      type: 'stop',
      quantity: 10,
      stopPriceMinor: 9_000,
    });
    expect((await tickTo(company.id, 9_001)).triggered).toBe(0);
    expect((await orderRow(stop.id)).status).toBe('open');
    expect((await tickTo(company.id, 8_950)).triggered).toBe(1);
    const row = await orderRow(stop.id);
    expect(row).toMatchObject({ status: 'filled', fillPriceMinor: bestBidMinor(8_950), reservedMinor: 0 });
    expect(await holdingOf(db(), portfolioId, company.id)).toBeNull();
    await consistent();
  });

  it('moves a trailing stop with the best price, never back, and fills when the price falls through it', async () => {
    const { company, user } = await holder(10_000, 5);
    const order = await place(user, {
      companyId: company.id,
      side: 'sell',
      type: 'trailing_stop',
      quantity: 5,
      trailPercentBp: 500,
    });
    expect(order.stopPriceMinor).toBe(trailingStopAt('sell', 10_000, { bp: 500 }));
    await tickTo(company.id, 12_000);
    expect((await orderRow(order.id)).stopPriceMinor).toBe(11_400);
    await tickTo(company.id, 11_500);
    expect((await orderRow(order.id)).stopPriceMinor).toBe(11_400);
    expect((await orderRow(order.id)).status).toBe('open');
    await tickTo(company.id, 11_400);
    expect(await orderRow(order.id)).toMatchObject({ status: 'filled', fillPriceMinor: bestBidMinor(11_400) });
    await consistent();
  });

  it('trails in the database exactly as core/stops.ts says, over random price paths', async () => {
    const { company, user } = await holder(10_000, 200);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
        fc.oneof(
          fc.record({ amountMinor: fc.integer({ min: 1, max: 2_000 }) }),
          fc.record({ bp: fc.integer({ min: 50, max: 5_000 }) }),
        ),
        fc.array(fc.integer({ min: 5_000, max: 20_000 }), { minLength: 1, maxLength: 6 }),
        async (side, trail, path) => {
          await setPrice(company.id, 10_000);
          const body = 'amountMinor' in trail ? { trailAmountMinor: trail.amountMinor } : { trailPercentBp: trail.bp };
          const placed = await place(user, {
            companyId: company.id,
            side,
            type: 'trailing_stop',
            quantity: 1,
            ...body,
          });
          let expected = trailingStopAt(side, 10_000, trail);
          const reached = (price: number) => (side === 'sell' ? price <= expected : price >= expected);
          for (const price of path) {
            await tickTo(company.id, price);
            const row = await orderRow(placed.id);
            // It triggers exactly when the price reaches the stop as it stood before the tick.
            expect(row.status).toBe(reached(price) ? 'filled' : 'open');
            if (row.status !== 'open') return;
            const next = trailedStop(side, expected, price, trail);
            // Monotone: a sell's stop only rises, a buy's only falls.
            expect(side === 'sell' ? next >= expected : next <= expected).toBe(true);
            expected = next;
            expect(row.stopPriceMinor).toBe(expected);
          }
          expect((await user.client.post(`/api/orders/${placed.id}/cancel`)).status).toBe(200);
        },
      ),
      { numRuns: 15 },
    );
    await consistent();
  });

  it('puts a stop-limit in the book only once triggered, and never fills it past its limit', async () => {
    const { company, user, portfolioId } = await holder(10_000, 0);
    const order = await place(user, {
      companyId: company.id,
      side: 'buy',
      type: 'stop_limit',
      quantity: 3,
      stopPriceMinor: 10_500,
      limitPriceMinor: 10_600,
    });
    expect((await portfolioOf(db(), user.id)).reservedMinor).toBe(3 * 10_600);
    // Through the stop, but the ask (price + spread) is past the limit: triggered, not filled.
    expect(await tickTo(company.id, 10_590)).toMatchObject({ triggered: 1, filled: 0 });
    const triggered = await orderRow(order.id);
    expect(triggered.status).toBe('open');
    expect(triggered.triggeredAt).not.toBeNull();
    const { orders: open } = (await (await user.client.get('/api/orders?status=open')).json()) as { orders: Order[] };
    expect(open[0]?.triggeredAt).not.toBeNull();
    const book = (await (await user.client.get(`/api/companies/${company.id}/order-book`)).json()) as {
      bids: { priceMinor: number; playerQuantity: number }[];
    };
    // The players' part of the bids is this order's, at the level its limit falls in.
    expect(book.bids.reduce((sum, l) => sum + l.playerQuantity, 0)).toBe(3);
    // Back below the limit: it fills as a limit does, at the ask, never above 106.00.
    expect((await tickTo(company.id, 10_550)).filled).toBe(1);
    const filled = await orderRow(order.id);
    expect(filled.status).toBe('filled');
    expect(filled.fillPriceMinor).toBe(bestAskMinor(10_550));
    expect(filled.fillPriceMinor!).toBeLessThanOrEqual(10_600);
    expect((await holdingOf(db(), portfolioId, company.id))?.quantity).toBe(3);
    await consistent();
  });

  it('keeps an untriggered stop-limit out of the book and unfilled, even when its limit is crossable', async () => {
    const { company, user } = await holder(10_000, 0);
    // A buy stop at 105.00 with a limit of 110.00: the ask now (100.25) is under the limit, but the
    // stop has not been reached, so it must wait unseen.
    const order = await place(user, {
      companyId: company.id,
      side: 'buy',
      type: 'stop_limit',
      quantity: 2,
      stopPriceMinor: 10_500,
      limitPriceMinor: 11_000,
    });
    expect(await tickTo(company.id, 10_010)).toMatchObject({ triggered: 0, filled: 0 });
    expect((await orderRow(order.id)).status).toBe('open');
    const book = (await (await user.client.get(`/api/companies/${company.id}/order-book`)).json()) as {
      bids: { playerQuantity: number }[];
    };
    expect(book.bids.reduce((sum, l) => sum + l.playerQuantity, 0)).toBe(0);
    // Reached: triggered and, its limit above the ask, filled in the same tick.
    expect(await tickTo(company.id, 10_600)).toMatchObject({ triggered: 1, filled: 1 });
    expect(await orderRow(order.id)).toMatchObject({ status: 'filled', fillPriceMinor: bestAskMinor(10_600) });
    await consistent();
  });

  it('cancels a stop buy the cash no longer covers after a jump, giving its reservation back', async () => {
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    const user = await signUpByEmail(ctx);
    const { cashMinor } = await portfolioOf(db(), user.id);
    const reserve = stopBuyReservePriceMinor('stop', 10_100, null);
    const quantity = Math.floor(cashMinor / reserve);
    const order = await place(user, {
      companyId: company.id,
      side: 'buy',
      type: 'stop',
      quantity,
      stopPriceMinor: 10_100,
    });
    // The price jumps far past the reserve: the whole cash cannot pay the ask.
    await setPrice(company.id, 20_000);
    const closed: [string, string, string | undefined][] = [];
    const trading = tradingServiceOn(db(), {
      onOrderClosed: (userId, o, reason) => closed.push([userId, o.id, reason]),
    });
    await settleRestingOrders(createMarketRepo(db()), trading, new Date(), false);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', reservedMinor: 0 });
    // The player hears why (the notification centre words it as a cancelled stop).
    expect(closed).toEqual([[user.id, order.id, 'insufficient_balance']]);
    expect(await portfolioOf(db(), user.id)).toMatchObject({ cashMinor, reservedMinor: 0 });
    await consistent();
  });

  it('never both cancels and fills when a cancel races the trigger', async () => {
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    const engine = tradingServiceOn(db());
    for (let round = 0; round < 8; round++) {
      await setPrice(company.id, 10_000);
      const user = await signUpByEmail(ctx);
      await place(user, { companyId: company.id, side: 'buy', quantity: 2 });
      const stop = await place(user, {
        companyId: company.id,
        side: 'sell',
        type: 'stop',
        quantity: 2,
        stopPriceMinor: 9_500,
      });
      await setPrice(company.id, 9_400);
      const [cancel, triggered] = await Promise.all([
        user.client.post(`/api/orders/${stop.id}/cancel`),
        engine.triggerStop(stop.id, 9_400),
      ]);
      const row = await orderRow(stop.id);
      if (triggered) {
        expect(row.status).toBe('filled');
        expect(cancel.status).toBe(409);
      } else {
        expect(row.status).toBe('cancelled');
        expect(cancel.status).toBe(200);
      }
      const holding = await holdingOf(db(), (await portfolioOf(db(), user.id)).id, company.id);
      expect(holding?.quantity ?? 0).toBe(triggered ? 0 : 2);
      expect(holding?.reservedQuantity ?? 0).toBe(0);
    }
    await consistent();
  });
});

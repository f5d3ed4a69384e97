// Short selling on the one money path (docs/rules.md#short-selling, docs/decisions/017): a short
// sale only where the game allows it, never beside long shares, never past the margin the free
// cash can hold; a buy covers first, giving back collateral in proportion; the engine warns once
// a day below the margin call level and buys back below maintenance; the borrow fee is charged
// once a day through the ledger; the books stay consistent throughout.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioSchema, type PlaceOrderResult } from '#core/schemas/trading';
import { collateralReleasedMinor, initialCollateralMinor } from '#core/shorts';
import { bestAskMinor, bestBidMinor } from '#core/trading';
import { checkConsistency } from '../../server/db/consistency';
import { ledgerEntries, notifications, shortPositions } from '../../server/db/schema';
import { createMarginWatch } from '../../server/market/margins';
import { createMarginsRepo } from '../../server/market/margins.repo';
import { createMarketRepo } from '../../server/market/market.repo';
import { settleRestingOrders } from '../../server/market/resting-orders';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createClass, joinedStudent, signUpTeacher } from '../support/classes';
import { createCompany } from '../support/factories';
import { signUpAs } from '../support/staff';
import { portfolioOf, tradingServiceOn } from '../support/portfolios';
import { createTestContext } from '../support/test-database';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const post = (user: SignedUpUser, body: Record<string, unknown>) => user.client.post('/api/orders', body);
async function place(user: SignedUpUser, body: Record<string, unknown>): Promise<PlaceOrderResult> {
  const res = await post(user, body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as PlaceOrderResult;
}
async function refused(user: SignedUpUser, body: Record<string, unknown>, status: number, code: string) {
  const res = await post(user, body);
  const answer = (await res.json()) as { error: { code: string; details?: unknown } };
  expect(res.status, JSON.stringify(answer)).toBe(status);
  expect(answer.error.code).toBe(code);
  return answer.error;
}
const setPrice = (companyId: string, priceMinor: number) =>
  db().execute(sql`update companies set current_price_minor = ${priceMinor} where id = ${companyId}`);
const shortOf = async (portfolioId: string, companyId: string) =>
  (
    await db()
      .select()
      .from(shortPositions)
      .where(and(eq(shortPositions.portfolioId, portfolioId), eq(shortPositions.companyId, companyId)))
  )[0] ?? null;
async function portfolio(user: SignedUpUser, game?: string) {
  const res = await user.client.get(game ? `/api/portfolio?game=${game}` : '/api/portfolio');
  expect(res.status).toBe(200);
  return portfolioSchema.parse(await res.json());
}
async function consistent() {
  const broken = (await checkConsistency(db())).filter((c) => c.count > 0);
  expect(broken).toEqual([]);
}
const watch = () =>
  createMarginWatch({
    repo: createMarginsRepo(db()),
    trading: tradingServiceOn(db()),
    notifier: ctx.built.notifier,
  });
const noticesOf = (userId: string, type: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

/** A new player in the public game and a fresh company priced at `priceMinor`. */
async function shorter(priceMinor = 10_000) {
  const company = await createCompany(db(), { currentPriceMinor: priceMinor });
  const user = await signUpByEmail(ctx);
  const portfolioId = (await portfolioOf(db(), user.id)).id;
  return { company, user, portfolioId };
}

describe('opening a short', () => {
  it('sells shares not held: the proceeds reach cash, 150% of the value is held, value is unchanged but for the spread', async () => {
    const { company, user, portfolioId } = await shorter(10_000);
    const before = await portfolio(user);
    const { trade } = await place(user, { companyId: company.id, side: 'sell', quantity: 10, short: true });
    const bid = bestBidMinor(10_000);
    expect(trade).toMatchObject({ side: 'sell', quantity: 10, shortQuantity: 10, pricePerShareMinor: bid });
    const collateral = initialCollateralMinor(10 * bid);
    const after = await portfolio(user);
    expect(after.cashMinor).toBe(before.cashMinor + 10 * bid);
    expect(after.reservedCashMinor).toBe(collateral);
    expect(after.shortCollateralMinor).toBe(collateral);
    expect(after.shortLiabilityMinor).toBe(10 * 10_000);
    expect(after.valueMinor).toBe(before.valueMinor - 10 * (10_000 - bid));
    expect(after.holdings).toEqual([]);
    expect(after.shorts).toEqual([
      expect.objectContaining({
        companyId: company.id,
        quantity: 10,
        proceedsMinor: 10 * bid,
        averagePriceMinor: bid,
        collateralMinor: collateral,
        liabilityMinor: 100_000,
        unrealizedGainMinor: 10 * bid - 100_000,
        marginState: 'ok',
      }),
    ]);
    expect(await shortOf(portfolioId, company.id)).toMatchObject({ maintenanceMarginBp: 13_000, marginCallBp: 14_000 });
    // Adding to it holds more collateral the same way.
    await place(user, { companyId: company.id, side: 'sell', quantity: 5, short: true });
    expect((await shortOf(portfolioId, company.id))?.quantity).toBe(15);
    expect((await portfolio(user)).reservedCashMinor).toBe(collateral + initialCollateralMinor(5 * bid));
    await consistent();
  });

  it('refuses a short of a company held long, a short that is not a market sale, and a plain sale of shares not held', async () => {
    const { company, user, portfolioId } = await shorter(10_000);
    await place(user, { companyId: company.id, side: 'buy', quantity: 2 });
    await refused(user, { companyId: company.id, side: 'sell', quantity: 1, short: true }, 409, 'short_has_long');
    const other = await createCompany(db(), { currentPriceMinor: 10_000 });
    await refused(user, { companyId: other.id, side: 'sell', quantity: 1 }, 400, 'insufficient_shares');
    await refused(
      user,
      { companyId: other.id, side: 'sell', type: 'limit', limitPriceMinor: 9_000, quantity: 1, short: true },
      400,
      'validation_failed',
    );
    await refused(user, { companyId: other.id, side: 'buy', quantity: 1, short: true }, 400, 'validation_failed');
    expect(await shortOf(portfolioId, other.id)).toBeNull();
    await consistent();
  });

  it('refuses a short whose margin the free cash cannot hold, changing nothing', async () => {
    const { company, user, portfolioId } = await shorter(10_000);
    const before = await portfolio(user);
    const free = before.cashMinor - before.reservedCashMinor;
    // The margin beyond the proceeds is half the value: this short needs a little more than the free cash.
    const quantity = Math.floor((2 * free) / bestBidMinor(10_000)) + 2;
    const error = await refused(
      user,
      { companyId: company.id, side: 'sell', quantity, short: true },
      400,
      'insufficient_margin',
    );
    expect(error.details).toMatchObject({ haveMinor: free });
    expect(await portfolio(user)).toMatchObject({ cashMinor: before.cashMinor, reservedCashMinor: 0, shorts: [] });
    expect(await shortOf(portfolioId, company.id)).toBeNull();
  });

  it('is off in a class unless its teacher turns it on', async () => {
    const teacher = await signUpTeacher(ctx);
    const off = await createClass(teacher);
    const on = await createClass(teacher, { options: { shortSelling: true } });
    const company = await createCompany(db(), { currentPriceMinor: 5_000 });
    const student = await joinedStudent(ctx, off);
    const res = await student.client.post('/api/join', { code: on.joinCode });
    expect(res.status).toBe(200);
    const body = { companyId: company.id, side: 'sell', quantity: 3, short: true };
    await refused(student, { ...body, game: off.id }, 409, 'shorts_off');
    await place(student, { ...body, game: on.id });
    expect((await portfolio(student, on.id)).shorts).toHaveLength(1);
    expect((await portfolio(student, off.id)).shorts).toHaveLength(0);
    const games = (await (await student.client.get('/api/games')).json()) as {
      games: { id: string; shortRules: unknown }[];
    };
    expect(games.games.find((g) => g.id === off.id)?.shortRules).toBeNull();
    expect(games.games.find((g) => g.id === on.id)?.shortRules).toMatchObject({ initialMarginBp: 15_000 });
    await consistent();
  });
});

describe('covering a short', () => {
  it('buys back part and then all of it: collateral returns in proportion and the gain is realised', async () => {
    const { company, user, portfolioId } = await shorter(10_000);
    await place(user, { companyId: company.id, side: 'sell', quantity: 10, short: true });
    const opened = (await shortOf(portfolioId, company.id))!;
    await setPrice(company.id, 8_000);
    await refused(user, { companyId: company.id, side: 'buy', quantity: 11 }, 400, 'cover_exceeds_short');

    const cash = (await portfolio(user)).cashMinor;
    const { trade } = await place(user, { companyId: company.id, side: 'buy', quantity: 4 });
    const ask = bestAskMinor(8_000);
    const basis = Math.round((opened.proceedsMinor * 4) / 10);
    expect(trade).toMatchObject({ side: 'buy', quantity: 4, shortQuantity: 4, realizedGainMinor: basis - 4 * ask });
    const left = (await shortOf(portfolioId, company.id))!;
    expect(left.quantity).toBe(6);
    expect(left.collateralMinor).toBe(opened.collateralMinor - collateralReleasedMinor(opened.collateralMinor, 4, 10));
    const mid = await portfolio(user);
    expect(mid.cashMinor).toBe(cash - 4 * ask);
    expect(mid.reservedCashMinor).toBe(left.collateralMinor);

    await place(user, { companyId: company.id, side: 'buy', quantity: 6 });
    expect(await shortOf(portfolioId, company.id)).toBeNull();
    const done = await portfolio(user);
    expect(done).toMatchObject({ reservedCashMinor: 0, shortCollateralMinor: 0, shortLiabilityMinor: 0, shorts: [] });
    // Shorting at 99.75 and covering at 80.25 earned 19.50 a share.
    expect(done.realizedGainMinor).toBe(10 * (bestBidMinor(10_000) - ask));
    // The next buy is a plain long buy.
    const { trade: long } = await place(user, { companyId: company.id, side: 'buy', quantity: 1 });
    expect(long).toMatchObject({ shortQuantity: 0, realizedGainMinor: null });
    await consistent();
  });

  it('covers with a resting limit buy when the price falls to it', async () => {
    const { company, user, portfolioId } = await shorter(10_000);
    await place(user, { companyId: company.id, side: 'sell', quantity: 5, short: true });
    const { order } = await place(user, {
      companyId: company.id,
      side: 'buy',
      type: 'limit',
      limitPriceMinor: 9_000,
      quantity: 5,
    });
    expect(order.status).toBe('open');
    await setPrice(company.id, 8_900);
    await settleRestingOrders(createMarketRepo(db()), tradingServiceOn(db()), new Date(), false);
    expect(await shortOf(portfolioId, company.id)).toBeNull();
    expect((await portfolio(user)).reservedCashMinor).toBe(0);
    await consistent();
  });
});

describe('the engine and the margin', () => {
  it('warns once a day below the margin call level and buys back below maintenance', async () => {
    const { company, user, portfolioId } = await shorter(10_000);
    await place(user, { companyId: company.id, side: 'sell', quantity: 10, short: true });
    const { collateralMinor } = (await shortOf(portfolioId, company.id))!;
    // 10 shares at p are covered 14000/10000 times at p = collateral / 14: just above that is a call.
    const callPrice = Math.floor(collateralMinor / 14) + 10;
    await setPrice(company.id, callPrice);
    const engine = watch();
    expect(await engine.settle(new Date(), false)).toMatchObject({ covered: 0, called: 1 });
    await engine.settle(new Date(), false);
    await ctx.built.coach.settled();
    const calls = await noticesOf(user.id, 'margin_call');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.params).toMatchObject({ symbol: company.symbol, quantity: 10, maintenanceMarginBp: 13_000 });
    expect((await portfolio(user)).shorts[0]?.marginState).toBe('call');

    // Paused: nothing is covered.
    const coverPrice = Math.floor(collateralMinor / 13) + 10;
    await setPrice(company.id, coverPrice);
    expect(await engine.settle(new Date(), true)).toMatchObject({ covered: 0 });
    expect((await engine.settle(new Date(), false)).covered).toBe(1);
    expect(await shortOf(portfolioId, company.id)).toBeNull();
    const covered = await noticesOf(user.id, 'short_covered');
    expect(covered).toHaveLength(1);
    expect(covered[0]!.params).toMatchObject({ quantity: 10, priceMinor: bestAskMinor(coverPrice) });
    expect((await portfolio(user)).reservedCashMinor).toBe(0);
    await consistent();
  });

  it('charges the borrow fee once for each day through the ledger, out of the collateral', async () => {
    const { company, user, portfolioId } = await shorter(10_000);
    await place(user, { companyId: company.id, side: 'sell', quantity: 20, short: true });
    const opened = (await shortOf(portfolioId, company.id))!;
    // Two unpaid days.
    await db().execute(
      sql`update short_positions set fee_paid_on = current_date - 2 where portfolio_id = ${portfolioId} and company_id = ${company.id}`,
    );
    const before = await portfolio(user);
    await watch().settle(new Date(), false);
    await watch().settle(new Date(), false);
    const daily = Math.max(1, Math.ceil((20 * 10_000 * 2) / 10_000));
    const fees = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.portfolioId, portfolioId), eq(ledgerEntries.kind, 'borrow_fee')));
    expect(fees.map((f) => f.amountMinor)).toEqual([-2 * daily]);
    const after = await portfolio(user);
    expect(after.cashMinor).toBe(before.cashMinor - 2 * daily);
    expect(after.gainMinor).toBe(before.gainMinor - 2 * daily);
    expect((await shortOf(portfolioId, company.id))?.collateralMinor).toBe(opened.collateralMinor - 2 * daily);
    await consistent();
  });
});

describe('the delisting', () => {
  it('buys back every short at the last price', async () => {
    const { company, user, portfolioId } = await shorter(10_000);
    await place(user, { companyId: company.id, side: 'sell', quantity: 3, short: true });
    const admin = await signUpAs(ctx, 'admin');
    // A company with a short is in use: it cannot be deleted, only delisted.
    expect((await admin.client.request(`/api/admin/companies/${company.id}`, { method: 'DELETE' })).status).toBe(409);
    expect((await admin.client.post(`/api/admin/companies/${company.id}/delist`)).status).toBe(200);
    expect(await shortOf(portfolioId, company.id)).toBeNull();
    expect((await portfolio(user)).reservedCashMinor).toBe(0);
    await consistent();
  });
});

describe('many short sales at once', () => {
  it('never hold more margin than the free cash, however many race', async () => {
    const { company, user } = await shorter(10_000);
    const { cashMinor } = await portfolio(user);
    // Each sale of 20 at 99.75 needs 997.50 of free cash beyond its proceeds: far fewer than 200 fit.
    const results = await Promise.all(
      Array.from({ length: 200 }, () => post(user, { companyId: company.id, side: 'sell', quantity: 20, short: true })),
    );
    const codes = await Promise.all(
      results.map(async (r) =>
        r.status === 201 ? 'ok' : ((await r.json()) as { error: { code: string } }).error.code,
      ),
    );
    const accepted = codes.filter((c) => c === 'ok').length;
    expect(codes.filter((c) => c !== 'ok' && c !== 'insufficient_margin' && c !== 'rate_limited')).toEqual([]);
    const after = await portfolio(user);
    expect(after.reservedCashMinor).toBeLessThanOrEqual(after.cashMinor);
    expect(after.shorts[0]?.quantity ?? 0).toBe(20 * accepted);
    expect(after.cashMinor - after.reservedCashMinor).toBeGreaterThanOrEqual(0);
    // Each waits its turn on the portfolio's lock: exactly as many as the free cash holds get in
    // (fewer than the per-minute order limit, so the margin is what stops the rest).
    expect(accepted).toBe(Math.floor(cashMinor / (initialCollateralMinor(20 * 9_975) - 20 * 9_975)));
    await consistent();
  });
});

// The money path under random play (fast-check): players in several games place market and limit
// orders, the engine fills resting ones at random prices, players cancel, day orders expire,
// companies are delisted (cancel every order, pay every holder at the last price) and listed
// again. After each step no game but the one acted on has changed; after each run every
// portfolio's cash equals its ledger and what the oracle says, every holding its trades and the
// oracle's cost, reservations match open orders, and nothing is negative.
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_GAME_ID } from '#core/games';
import type { Trade } from '#core/schemas/trading';
import { SPREAD_MINOR } from '#core/trading';
import { queryRows } from '../../server/db/client';
import { checkConsistency } from '../../server/db/consistency';
import { companies, orders, portfolios, transactions } from '../../server/db/schema';
import { HttpError } from '../../server/http/http-error';
import { ledgerBalance } from '../../server/modules/ledger';
import { createCompany, createGame, createPortfolio, createUser } from '../support/factories';
import { applyBuy, applySell, type Position } from '../support/money-oracle';
import { holdingOf, tradingServiceOn } from '../support/portfolios';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
let trading: ReturnType<typeof tradingServiceOn>;
beforeAll(async () => {
  ctx = await createTestContext();
  trading = tradingServiceOn(ctx.database.db);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** Which player is in which game (index 0 is the public game, which everyone plays). */
const MEMBERSHIP = [
  [true, true, true],
  [true, true, false],
  [true, false, true],
];
const GAME_CASH = [2_000_000, 5_000_000, 300_000];

const index = fc.nat({ max: 99 });
const step = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      player: index,
      game: index,
      company: index,
      side: fc.constantFrom('buy' as const, 'buy' as const, 'sell' as const),
      type: fc.constantFrom('market' as const, 'limit' as const),
      timeInForce: fc.constantFrom('gtc' as const, 'day' as const),
      quantity: fc.integer({ min: 1, max: 25 }),
      /** The limit's distance from the current price, in basis points. */
      limitOffsetBp: fc.integer({ min: -400, max: 400 }),
      /** Whether an order in the public game names it (it is the default). */
      namesGame: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      company: index,
      moveBp: fc.integer({ min: -800, max: 800 }),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('fill' as const),
      order: index,
      /** How far past the order's limit the ask or bid gets, in its favour (negative: not far enough). */
      pastLimitBp: fc.integer({ min: -100, max: 600 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order: index, byOwner: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('expire' as const), order: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delist' as const), company: index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('relist' as const), company: index }) },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const EXPECTED_REFUSALS = ['insufficient_balance', 'insufficient_shares', 'company_not_tradable', 'game_not_found'];

/** One run's world: three players, the public game and two of their own, three companies. */
async function world() {
  const gameIds = [PUBLIC_GAME_ID, (await createGame(db(), { startingCashMinor: GAME_CASH[1] })).id];
  gameIds.push((await createGame(db(), { startingCashMinor: GAME_CASH[2] })).id);
  const players: { id: string; portfolios: (string | null)[] }[] = [];
  for (const member of MEMBERSHIP) {
    const user = await createUser(db(), { balanceMinor: GAME_CASH[0] });
    const ids: (string | null)[] = [user.portfolioId];
    for (const g of [1, 2])
      ids.push(member[g] ? await createPortfolio(db(), user.id, gameIds[g]!, GAME_CASH[g]!) : null);
    players.push({ id: user.id, portfolios: ids });
  }
  const made = [];
  for (const priceMinor of [800, 4_500, 23_000])
    made.push(await createCompany(db(), { currentPriceMinor: priceMinor }));
  return { gameIds, players, companyIds: made.map((c) => c.id) };
}

/** Per game: cash, reservations, holdings at cost and in shares, orders by status, trades, ledger. */
async function snapshot(gameIds: string[]) {
  const rows = await queryRows<Record<string, string>>(
    db(),
    sql`select p.game_id::text as game,
          sum(p.cash_minor)::text as cash, sum(p.reserved_minor)::text as reserved,
          coalesce(sum(h.cost), 0)::text as cost, coalesce(sum(h.shares), 0)::text as shares,
          coalesce(sum(h.held_back), 0)::text as held_back,
          coalesce(sum(o.open), 0)::text as open_orders, coalesce(sum(o.closed), 0)::text as closed_orders,
          coalesce(sum(t.n), 0)::text as trades, coalesce(sum(l.total), 0)::text as ledger,
          coalesce(sum(l.n), 0)::text as ledger_rows
        from portfolios p
        left join lateral (select sum(total_cost_minor) as cost, sum(quantity) as shares,
                                  sum(reserved_quantity) as held_back
                           from holdings where portfolio_id = p.id) h on true
        left join lateral (select count(*) filter (where status = 'open') as open,
                                  count(*) filter (where status <> 'open') as closed
                           from orders where portfolio_id = p.id) o on true
        left join lateral (select count(*) as n from transactions where portfolio_id = p.id) t on true
        left join lateral (select sum(amount_minor) as total, count(*) as n
                           from ledger_entries where portfolio_id = p.id) l on true
        where p.game_id in (${sql.join(
          gameIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        group by p.game_id`,
  );
  return Object.fromEntries(rows.map((r) => [r.game!, r]));
}

/** The oracle's books: cash and positions per portfolio, moved by every trade the service reports. */
function oracle(players: { portfolios: (string | null)[] }[]) {
  const cash = new Map<string, number>();
  const positions = new Map<string, Position>();
  players.forEach((p) => p.portfolios.forEach((id, g) => id && cash.set(id, GAME_CASH[g]!)));
  return {
    cash,
    positions,
    trade(
      portfolioId: string,
      companyId: string,
      trade: Pick<Trade, 'side' | 'quantity' | 'pricePerShareMinor' | 'totalAmountMinor' | 'realizedGainMinor'>,
    ) {
      const key = `${portfolioId} ${companyId}`;
      const position = positions.get(key) ?? { quantity: 0, totalCostMinor: 0 };
      if (trade.side === 'buy') {
        positions.set(key, applyBuy(position, trade.quantity, trade.pricePerShareMinor));
        cash.set(portfolioId, cash.get(portfolioId)! - trade.totalAmountMinor);
      } else {
        const sold = applySell(position, trade.quantity, trade.pricePerShareMinor);
        expect(trade.realizedGainMinor).toBe(sold.realizedGainMinor);
        expect(trade.totalAmountMinor).toBe(sold.proceedsMinor);
        positions.set(key, sold.remaining);
        cash.set(portfolioId, cash.get(portfolioId)! + trade.totalAmountMinor);
      }
    },
  };
}

const priceOf = async (companyId: string) =>
  (await db().select({ p: companies.currentPriceMinor }).from(companies).where(eq(companies.id, companyId)))[0]!.p;
const moved = (priceMinor: number, bp: number) => Math.max(1, Math.round((priceMinor * (10_000 + bp)) / 10_000));

/** Plays one run, checking after each step that only the game it acted on changed. */
async function play(steps: Step[]) {
  const { gameIds, players, companyIds } = await world();
  const books = oracle(players);
  const portfolioGame = new Map<string, string>();
  players.forEach((p) => p.portfolios.forEach((id, g) => id && portfolioGame.set(id, gameIds[g]!)));
  const allPortfolios = [...portfolioGame.keys()];
  const openOrders = async () =>
    db()
      .select({
        id: orders.id,
        portfolioId: orders.portfolioId,
        timeInForce: orders.timeInForce,
        userId: portfolios.userId,
      })
      .from(orders)
      .innerJoin(portfolios, eq(portfolios.id, orders.portfolioId))
      .where(sql`${orders.status} = 'open' and ${inArray(orders.portfolioId, allPortfolios)}`)
      .orderBy(orders.createdAt, orders.id);
  const refused = (err: unknown) => {
    if (!(err instanceof HttpError) || !EXPECTED_REFUSALS.includes(err.code)) throw err;
    return null;
  };

  for (const s of steps) {
    const before = await snapshot(gameIds);
    /** The game the step may change; null: none may; 'all': a delisting pays every game. */
    let touched: string | null | 'all' = null;
    if (s.kind === 'place') {
      const player = players[s.player % players.length]!;
      const g = s.game % gameIds.length;
      const companyId = companyIds[s.company % companyIds.length]!;
      const portfolioId = player.portfolios[g];
      const limitPriceMinor = moved(await priceOf(companyId), s.limitOffsetBp);
      const result = await trading
        .placeOrder(player.id, {
          companyId,
          side: s.side,
          type: s.type,
          quantity: s.quantity,
          timeInForce: s.timeInForce,
          ...(s.type === 'limit' ? { limitPriceMinor } : {}),
          ...(g === 0 && !s.namesGame ? {} : { game: gameIds[g] }),
        })
        .catch(refused);
      if (!portfolioId) {
        // Not a game of theirs: refused, and no portfolio was made for them there.
        expect(result).toBeNull();
        expect(
          await db()
            .select()
            .from(portfolios)
            .where(sql`${portfolios.userId} = ${player.id} and ${portfolios.gameId} = ${gameIds[g]!}`),
        ).toEqual([]);
      } else {
        touched = gameIds[g]!;
        if (result) {
          // The order sits in the portfolio of the game it named, never another.
          const [row] = await db().select().from(orders).where(eq(orders.id, result.order.id));
          expect(row!.portfolioId).toBe(portfolioId);
          if (result.trade) books.trade(portfolioId, companyId, result.trade);
        }
      }
    } else if (s.kind === 'move') {
      const companyId = companyIds[s.company % companyIds.length]!;
      await db()
        .update(companies)
        .set({ currentPriceMinor: moved(await priceOf(companyId), s.moveBp) })
        .where(eq(companies.id, companyId));
    } else if (s.kind === 'delist' || s.kind === 'relist') {
      const companyId = companyIds[s.company % companyIds.length]!;
      if (s.kind === 'relist') await db().update(companies).set({ isListed: true }).where(eq(companies.id, companyId));
      else {
        // What the admins' delisting does: every open order cancelled, every holder paid at the last price.
        touched = 'all';
        await trading.cancelAllOn(companyId);
        for (const holder of await trading.holdersOf(companyId)) {
          const sold = await trading.sellAtLastPrice(holder.userId, holder.portfolioId, companyId, holder.quantity);
          expect(sold.trade).toMatchObject({ quantity: holder.quantity, pricePerShareMinor: await priceOf(companyId) });
          books.trade(holder.portfolioId, companyId, sold.trade!);
        }
        await db().update(companies).set({ isListed: false }).where(eq(companies.id, companyId));
        expect(await trading.holdersOf(companyId)).toEqual([]);
      }
    } else {
      const open = await openOrders();
      if (open.length === 0) continue;
      const order = open[s.order % open.length]!;
      if (s.kind === 'fill') {
        const [peek] = await db().select().from(orders).where(eq(orders.id, order.id));
        const past = SPREAD_MINOR + Math.round((peek!.limitPriceMinor! * s.pastLimitBp) / 10_000);
        const marketMinor = Math.max(1, peek!.limitPriceMinor! + (peek!.side === 'buy' ? -past : past));
        if (await trading.fillRestingOrder(order.id, marketMinor)) {
          touched = portfolioGame.get(order.portfolioId)!;
          const [filled] = await db().select().from(orders).where(eq(orders.id, order.id));
          const [trade] = await db().select().from(transactions).where(eq(transactions.id, filled!.transactionId!));
          expect(trade!.portfolioId).toBe(order.portfolioId);
          books.trade(order.portfolioId, peek!.companyId, { ...trade!, side: trade!.transactionType });
        }
      } else if (s.kind === 'cancel' && !s.byOwner) {
        // Another player's order looks like no order at all.
        const other = players.find((p) => p.id !== order.userId)!;
        await expect(trading.cancelOrder(other.id, order.id)).rejects.toMatchObject({ status: 404 });
      } else if (s.kind === 'cancel') {
        touched = portfolioGame.get(order.portfolioId)!;
        expect((await trading.cancelOrder(order.userId, order.id)).status).toBe('cancelled');
      } else if (order.timeInForce === 'day') {
        touched = portfolioGame.get(order.portfolioId)!;
        expect(await trading.expireOrder(order.id)).toBe(true);
      }
    }
    if (touched === 'all') continue;
    const after = await snapshot(gameIds);
    for (const gameId of gameIds)
      if (gameId !== touched) expect(after[gameId], `game ${gameId} after ${s.kind}`).toEqual(before[gameId]);
  }

  // The books of the whole database hold, and each of this run's portfolios is what the oracle says.
  const broken = (await checkConsistency(db())).filter((r) => r.count > 0);
  expect(broken.map((r) => `${r.name}: ${JSON.stringify(r.examples)}`)).toEqual([]);
  for (const [portfolioId, cashMinor] of books.cash) {
    const [row] = await db().select().from(portfolios).where(eq(portfolios.id, portfolioId));
    expect(row!.cashMinor).toBe(cashMinor);
    expect(await ledgerBalance(db(), portfolioId)).toBe(cashMinor);
    for (const companyId of companyIds) {
      const position = books.positions.get(`${portfolioId} ${companyId}`) ?? { quantity: 0, totalCostMinor: 0 };
      const holding = await holdingOf(db(), portfolioId, companyId);
      expect({ quantity: holding?.quantity ?? 0, totalCostMinor: holding?.totalCostMinor ?? 0 }).toEqual(position);
    }
  }
  const [negative] = await queryRows<{ n: string }>(
    db(),
    sql`select ((select count(*) from portfolios where cash_minor < 0 or reserved_minor < 0 or reserved_minor > cash_minor)
             + (select count(*) from holdings where quantity < 0 or reserved_quantity < 0 or total_cost_minor < 0
                                                 or reserved_quantity > quantity)
             + (select count(*) from orders where reserved_minor < 0))::text as n`,
  );
  expect(negative!.n).toBe('0');
}

describe('the money path under random play across games', () => {
  it('keeps every portfolio equal to its ledger, its trades and the oracle, and every game to itself', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 30, maxLength: 50, size: 'max' }), (steps) => play(steps)),
      { numRuns: 8 },
    );
  }, 120_000);
});

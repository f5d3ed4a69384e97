// A player's games through the API: /api/games lists them with what each portfolio is worth, and
// every money route acts on the portfolio of the game it names (the public game when it names
// none). A game the player is not in looks exactly like one that does not exist, and changes
// nothing; money placed in one game never shows in another.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_GAME_ID } from '#core/games';
import { myGamesSchema } from '#core/schemas/games';
import { portfolioSchema } from '#core/schemas/trading';
import { ledgerEntries, orders, portfolios, transactions } from '../../server/db/schema';
import { createGamesRepo, createGamesService } from '../../server/modules/games';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany, createGame } from '../support/factories';
import { portfolioOf, publicStartingCash } from '../support/portfolios';
import { sessionClient } from '../support/session-client';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
/** Joins the game the way the app does: a portfolio and the game's starting grant, once. */
const join = (userId: string, gameId: string) =>
  createGamesService({ db: db(), repo: createGamesRepo(db()) }).join(userId, gameId);

async function json(res: Response, status = 200) {
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json();
}
const portfolioIn = async (user: SignedUpUser, gameId?: string) =>
  portfolioSchema.parse(await json(await user.client.get(`/api/portfolio${gameId ? `?game=${gameId}` : ''}`)));
const place = (user: SignedUpUser, body: Record<string, unknown>) => user.client.post('/api/orders', body);

/** Every row of the books, counted: what a refused request must leave as it was. */
async function books() {
  const n = async (table: typeof portfolios | typeof orders | typeof transactions | typeof ledgerEntries) =>
    (await db().select({ n: count() }).from(table))[0]!.n;
  return {
    portfolios: await n(portfolios),
    orders: await n(orders),
    trades: await n(transactions),
    ledger: await n(ledgerEntries),
    cash: (await db().select({ id: portfolios.id, cash: portfolios.cashMinor }).from(portfolios)).sort((a, b) =>
      a.id.localeCompare(b.id),
    ),
  };
}

describe('GET /api/games', () => {
  it("lists the player's games, the public one first, each with its portfolio's figures", async () => {
    const startMinor = await publicStartingCash(db());
    const player = await signUpByEmail(ctx);
    const game = await createGame(db(), { name: 'Class 7B', startingCashMinor: 1_000_000 });
    await join(player.id, game.id);

    const { games } = myGamesSchema.parse(await json(await player.client.get('/api/games')));
    expect(games.map((g) => [g.id, g.slug, g.name])).toEqual([
      [PUBLIC_GAME_ID, 'public', expect.any(String)],
      [game.id, null, 'Class 7B'],
    ]);
    expect(games[0]!.portfolio).toEqual({
      cashMinor: startMinor,
      reservedCashMinor: 0,
      holdingsValueMinor: 0,
      shortCollateralMinor: 0,
      shortLiabilityMinor: 0,
      valueMinor: startMinor,
      startingCashMinor: startMinor,
      bonusesMinor: 0,
      gainMinor: 0,
      gainBp: 0,
    });
    expect(games[1]).toMatchObject({
      startingCashMinor: 1_000_000,
      portfolio: { cashMinor: 1_000_000, valueMinor: 1_000_000, startingCashMinor: 1_000_000, gainMinor: 0 },
    });

    // Trading in the class game moves its figures, and only its figures.
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    await json(await place(player, { companyId: company.id, side: 'buy', quantity: 4, game: game.id }), 201);
    const after = myGamesSchema.parse(await json(await player.client.get('/api/games'))).games;
    expect(after[0]!.portfolio).toEqual(games[0]!.portfolio);
    // 4 x 100.25 = 401.00 paid; 4 x 100.00 = 400.00 held: value 9,999.00, gain -1.00 (-1 basis point)
    expect(after[1]!.portfolio).toMatchObject({
      cashMinor: 1_000_000 - 40_100,
      holdingsValueMinor: 40_000,
      valueMinor: 999_900,
      gainMinor: -100,
      gainBp: -1,
    });
    // The same figures the portfolio route gives for that game.
    const {
      holdings: _h,
      shorts: _s,
      gameId,
      realizedGainMinor: _r,
      vsIndex: _v,
      ...figures
    } = await portfolioIn(player, game.id);
    expect(gameId).toBe(game.id);
    expect(figures).toEqual(after[1]!.portfolio);
  });

  it('lists only the public game for a player in no other, and answers 401 when signed out', async () => {
    const player = await signUpByEmail(ctx);
    await createGame(db());
    const { games } = myGamesSchema.parse(await json(await player.client.get('/api/games')));
    expect(games.map((g) => g.id)).toEqual([PUBLIC_GAME_ID]);
    expect((await sessionClient(ctx).get('/api/games')).status).toBe(401);
  });
});

describe('the game parameter on money routes', () => {
  it("acts on that game's portfolio only: orders, trades, holdings and reservations", async () => {
    const startMinor = await publicStartingCash(db());
    const player = await signUpByEmail(ctx);
    const game = await createGame(db(), { startingCashMinor: 2_000_000 });
    await join(player.id, game.id);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });

    // 3 x 100.25 = 300.75 in the class game; a resting buy there holds back 5 x 90.00 = 450.00.
    const { trade } = await json(
      await place(player, { companyId: company.id, side: 'buy', quantity: 3, game: game.id }),
      201,
    );
    const { order: resting } = await json(
      await place(player, {
        companyId: company.id,
        side: 'buy',
        type: 'limit',
        quantity: 5,
        limitPriceMinor: 9_000,
        game: game.id,
      }),
      201,
    );
    expect(resting.status).toBe('open');

    expect(await portfolioIn(player, game.id)).toMatchObject({
      gameId: game.id,
      cashMinor: 2_000_000 - 30_075,
      reservedCashMinor: 45_000,
      holdings: [expect.objectContaining({ companyId: company.id, quantity: 3 })],
    });
    expect(await portfolioIn(player)).toMatchObject({
      gameId: PUBLIC_GAME_ID,
      cashMinor: startMinor,
      reservedCashMinor: 0,
      holdings: [],
    });

    const ordersIn = async (query: string) =>
      ((await json(await player.client.get(`/api/orders?status=all${query}`))) as { orders: { id: string }[] }).orders;
    expect((await ordersIn(`&game=${game.id}`)).map((o) => o.id).sort()).toEqual(
      [resting.id, (await db().select().from(orders).where(eq(orders.transactionId, trade.id)))[0]!.id].sort(),
    );
    expect(await ordersIn('')).toEqual([]);
    expect(await ordersIn(`&game=${PUBLIC_GAME_ID}`)).toEqual([]);
    const tradesIn = async (query: string) =>
      ((await json(await player.client.get(`/api/trades${query}`))) as { trades: { id: string }[] }).trades;
    expect((await tradesIn(`?game=${game.id}`)).map((t) => t.id)).toEqual([trade.id]);
    expect(await tradesIn('')).toEqual([]);

    // Shares held in one game cannot be sold in another.
    const sell = await place(player, { companyId: company.id, side: 'sell', quantity: 3 });
    expect(sell.status).toBe(400);
    expect((await sell.json()).error).toMatchObject({
      code: 'insufficient_shares',
      message: 'Not enough shares. You have 0 shares, trying to sell 3',
    });
    // Cancelling the class game's order gives back its reservation there.
    expect((await json(await player.client.post(`/api/orders/${resting.id}/cancel`))).status).toBe('cancelled');
    expect((await portfolioOf(db(), player.id, game.id)).reservedMinor).toBe(0);
  });

  it("an order in one game leaves another game's cash alone, and the other way round", async () => {
    const player = await signUpByEmail(ctx);
    const [a, b] = [await createGame(db()), await createGame(db(), { startingCashMinor: 500_000 })];
    await join(player.id, a.id);
    await join(player.id, b.id);
    const company = await createCompany(db(), { currentPriceMinor: 1_000 });
    const cash = async () => ({
      public: (await portfolioOf(db(), player.id)).cashMinor,
      a: (await portfolioOf(db(), player.id, a.id)).cashMinor,
      b: (await portfolioOf(db(), player.id, b.id)).cashMinor,
    });
    const before = await cash();

    // 7 x 10.25 = 71.75 in game B
    await json(await place(player, { companyId: company.id, side: 'buy', quantity: 7, game: b.id }), 201);
    expect(await cash()).toEqual({ ...before, b: before.b - 7_175 });
    // 2 x 10.25 = 20.50 in the public game (no game named)
    await json(await place(player, { companyId: company.id, side: 'buy', quantity: 2 }), 201);
    expect(await cash()).toEqual({ ...before, b: before.b - 7_175, public: before.public - 2_050 });
    // An order bigger than game B's cash is refused though game A could pay for it.
    const tooBig = await place(player, { companyId: company.id, side: 'buy', quantity: 50_000, game: b.id });
    expect(tooBig.status).toBe(400);
    expect((await tooBig.json()).error.code).toBe('insufficient_balance');
    expect((await cash()).a).toBe(before.a);
  });

  it('answers 404 game_not_found for a game the player is not in, or none at all, and changes nothing', async () => {
    const player = await signUpByEmail(ctx);
    const outsider = await signUpByEmail(ctx);
    const game = await createGame(db());
    await join(outsider.id, game.id);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    await json(await place(player, { companyId: company.id, side: 'buy', quantity: 1 }), 201);
    const before = await books();

    for (const gameId of [game.id, randomUUID()]) {
      for (const res of [
        await player.client.get(`/api/portfolio?game=${gameId}`),
        await player.client.get(`/api/orders?game=${gameId}`),
        await player.client.get(`/api/orders?status=all&game=${gameId}`),
        await player.client.get(`/api/trades?game=${gameId}`),
        await place(player, { companyId: company.id, side: 'buy', quantity: 1, game: gameId }),
        await place(player, {
          companyId: company.id,
          side: 'buy',
          type: 'limit',
          quantity: 1,
          limitPriceMinor: 5_000,
          game: gameId,
        }),
      ]) {
        expect(res.status, `${res.url} ${gameId}`).toBe(404);
        expect((await res.json()).error.code).toBe('game_not_found');
      }
    }
    expect(await books()).toEqual(before);
    // Naming no game is the public game; a game id that is not a uuid is refused as invalid.
    expect((await json(await player.client.get(`/api/portfolio?game=${PUBLIC_GAME_ID}`))).gameId).toBe(PUBLIC_GAME_ID);
    const bad = await player.client.get('/api/portfolio?game=class-7b');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('validation_failed');
  });

  it("keeps another player's order out of reach, in any game", async () => {
    const [owner, other] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    const game = await createGame(db());
    await join(owner.id, game.id);
    await join(other.id, game.id);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    const ids: string[] = [];
    for (const where of [{}, { game: game.id }]) {
      const { order } = await json(
        await place(owner, {
          companyId: company.id,
          side: 'buy',
          type: 'limit',
          quantity: 2,
          limitPriceMinor: 8_000,
          ...where,
        }),
        201,
      );
      ids.push(order.id);
    }
    for (const id of ids) {
      const res = await other.client.post(`/api/orders/${id}/cancel`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('not_found');
    }
    for (const id of ids) expect((await db().select().from(orders).where(eq(orders.id, id)))[0]!.status).toBe('open');
    expect((await portfolioOf(db(), owner.id, game.id)).reservedMinor).toBe(16_000);
    expect((await portfolioOf(db(), owner.id)).reservedMinor).toBe(16_000);
    expect((await portfolioOf(db(), other.id, game.id)).reservedMinor).toBe(0);
  });
});

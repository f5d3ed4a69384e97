// A class's own rules on the order path and the board (docs/rules.md#classes): trading only between
// its first and last day, a reason on every order where the class asks for one (kept with the order
// and shown with the trade), no way back in for a removed student, and a board the teacher may
// hide from students while still reading it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADE_REASON_MAX } from '#core/schemas/classes';
import { myGamesSchema } from '#core/schemas/games';
import { orderSchema, placeOrderResultSchema, tradeSchema } from '#core/schemas/trading';
import { games, orders, portfolios } from '../../server/db/schema';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { classDay, createClass, joinedStudent, signUpTeacher } from '../support/classes';
import { createCompany } from '../support/factories';
import { portfolioOf } from '../support/portfolios';
import { createTestContext, type TestContext } from '../support/test-database';
import { json, refused } from '../support/responses';

let ctx: TestContext;
let companyId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await createCompany(db(), { currentPriceMinor: 10_000 })).id;
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

const buy = (student: SignedUpUser, game: string | undefined, more: Record<string, unknown> = {}) =>
  student.client.post('/api/orders', { companyId, side: 'buy', quantity: 2, game, ...more });
const tradesOf = async (student: SignedUpUser, game?: string) =>
  tradeSchema.array().parse((await json(await student.client.get(`/api/trades${game ? `?game=${game}` : ''}`))).trades);

describe('trade reasons', () => {
  it('keeps the reason with the order and shows it with the trade, in any game', async () => {
    const player = await signUpByEmail(ctx);
    const placed = placeOrderResultSchema.parse(
      await json(await buy(player, undefined, { reason: '  Their new battery looks strong  ' }), 201),
    );
    expect(placed.order.reason).toBe('Their new battery looks strong');
    expect(placed.trade?.reason).toBe('Their new battery looks strong');
    await json(await buy(player, undefined, { reason: '   ' }), 201);

    const trades = await tradesOf(player);
    expect(trades.map((t) => t.reason)).toEqual([null, 'Their new battery looks strong']);
    const [stored] = await db().select({ reason: orders.reason }).from(orders).where(eq(orders.id, placed.order.id));
    expect(stored!.reason).toBe('Their new battery looks strong');
  });

  it('keeps the reason of a limit order that rests, and of its fill', async () => {
    const player = await signUpByEmail(ctx);
    const body = { type: 'limit', limitPriceMinor: 5_000, reason: 'Waiting for a dip' };
    const placed = placeOrderResultSchema.parse(await json(await buy(player, undefined, body), 201));
    expect(placed.order).toMatchObject({ status: 'open', reason: 'Waiting for a dip' });
    const open = orderSchema.array().parse((await json(await player.client.get('/api/orders?status=open'))).orders);
    expect(open.map((o) => o.reason)).toEqual(['Waiting for a dip']);
  });

  it('refuses a reason longer than one line allows, and places nothing', async () => {
    const player = await signUpByEmail(ctx);
    await refused(await buy(player, undefined, { reason: 'x'.repeat(TRADE_REASON_MAX + 1) }), 400, 'validation_failed');
    expect(await tradesOf(player)).toEqual([]);
  });

  it('a class that asks for reasons refuses an order without one, and takes it with one', async () => {
    const klass = await createClass(await signUpTeacher(ctx), { options: { reasonsRequired: true } });
    const student = await joinedStudent(ctx, klass);
    // The order form knows it before the first order.
    const mine = myGamesSchema.parse(await json(await student.client.get('/api/games'))).games;
    expect(mine.map((g) => g.classRules)).toEqual([null, { limitOrders: true, reasonsRequired: true }]);
    await refused(await buy(student, klass.id), 400, 'reason_required');
    await refused(await buy(student, klass.id, { reason: ' ' }), 400, 'reason_required');
    expect((await portfolioOf(db(), student.id, klass.id)).cashMinor).toBe(1_000_000);
    // The public game does not ask.
    await json(await buy(student, undefined), 201);

    await json(await buy(student, klass.id, { reason: 'Cheap after the dip' }), 201);
    expect((await tradesOf(student, klass.id)).map((t) => t.reason)).toEqual(['Cheap after the dip']);
  });
});

describe("a class's dates", () => {
  it('refuses orders before the first day and after the last, and takes them in between', async () => {
    const teacher = await signUpTeacher(ctx);
    const later = await createClass(teacher, { startsOn: classDay(3), endsOn: classDay(30) });
    const student = await joinedStudent(ctx, later);
    await refused(await buy(student, later.id), 409, 'class_not_started');

    const running = await createClass(teacher);
    const other = await joinedStudent(ctx, running);
    await json(await buy(other, running.id), 201);
    // The class's last day passed (dates written as the teacher's edit would leave them).
    await db()
      .update(games)
      .set({ startsAt: new Date(Date.now() - 10 * 86_400_000), endsAt: new Date(Date.now() - 1000) })
      .where(eq(games.id, running.id));
    await refused(await buy(other, running.id), 409, 'class_over');
    expect((await tradesOf(other, running.id)).length).toBe(1);
  });

  it('a resting order in a class expires with the class, whatever its time in force', async () => {
    const klass = await createClass(await signUpTeacher(ctx), { endsOn: classDay(10) });
    const student = await joinedStudent(ctx, klass);
    const body = { type: 'limit', limitPriceMinor: 5_000, timeInForce: 'gtc' };
    const placed = placeOrderResultSchema.parse(await json(await buy(student, klass.id, body), 201));
    const [stored] = await db()
      .select({ expiresAt: orders.expiresAt })
      .from(orders)
      .where(eq(orders.id, placed.order.id));
    const [game] = await db().select({ endsAt: games.endsAt }).from(games).where(eq(games.id, klass.id));
    expect(stored!.expiresAt).toEqual(game!.endsAt);
  });
});

describe('a removed student', () => {
  it('cannot trade, read or rejoin the class; their public game is untouched', async () => {
    const klass = await createClass(await signUpTeacher(ctx));
    const student = await joinedStudent(ctx, klass);
    await json(await buy(student, klass.id), 201);
    await db().update(portfolios).set({ leftAt: new Date() }).where(eq(portfolios.userId, student.id));
    // Only the class's portfolio leaves; put the public one back as it was.
    await db()
      .update(portfolios)
      .set({ leftAt: null })
      .where(eq(portfolios.id, (await portfolioOf(db(), student.id)).id));

    await refused(await buy(student, klass.id), 404, 'game_not_found');
    await refused(await student.client.get(`/api/portfolio?game=${klass.id}`), 404, 'game_not_found');
    const mine = myGamesSchema.parse(await json(await student.client.get('/api/games')));
    expect(mine.games.map((g) => g.id)).not.toContain(klass.id);
    await refused(await student.client.post('/api/join', { code: klass.joinCode }), 409, 'removed_from_class');
    await json(await buy(student, undefined), 201);
  });
});

describe('the class board', () => {
  it('is for the class: its students, and its teacher; anyone else gets 404', async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher);
    const student = await joinedStudent(ctx, klass);
    const board = await json(await student.client.get(`/api/leaderboard?game=${klass.id}`));
    // Leagues are the public game's: a class's board is the whole class.
    expect(board).toMatchObject({ board: 'global', league: null });
    await json(await teacher.client.get(`/api/leaderboard?game=${klass.id}`));
    await refused(
      await (await signUpByEmail(ctx)).client.get(`/api/leaderboard?game=${klass.id}`),
      404,
      'game_not_found',
    );
  });

  it('a teacher may hide it from students and still read it', async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher, { options: { boardVisible: false } });
    const student = await joinedStudent(ctx, klass);
    await refused(await student.client.get(`/api/leaderboard?game=${klass.id}`), 403, 'board_hidden');
    await json(await teacher.client.get(`/api/leaderboard?game=${klass.id}`));
  });
});

// Settings → Delete my account: the password again, then open orders in every game cancelled
// through the trading service, and one transaction that anonymises or deletes personal data and
// ends every session, while the books (portfolios, ledger, trades, holdings, orders) stay whole and
// other players' histories keep their trades. The deleted email, username and phone are free to
// sign up again.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLOSE_CODES } from '#core/realtime';
import { weekStart } from '#core/competition/week';
import { createStandingsJob } from '../../server/modules/competition';
import { queryRows } from '../../server/db/client';
import { checkConsistency } from '../../server/db/consistency';
import {
  accounts,
  blocks,
  chatMessages,
  friendRequests,
  friendships,
  holdings,
  ledgerEntries,
  orders,
  phoneCodes,
  portfolios,
  profiles,
  referralLinks,
  accountSignals,
  reports,
  sessions,
  transactions,
  userRoles,
  userSettings,
  users,
  weeklyStandings,
} from '../../server/db/schema';
import { buildApp } from '../../server/http/app';
import { DELETE_ACCOUNT_LIMIT } from '../../server/modules/accounts/delete-account.service';
import { latestCodeTo, PASSWORD, signUpByEmail, signUpByPhone, type SignedUpUser } from '../support/accounts';
import { createCompany, createGame, createPortfolio } from '../support/factories';
import { connect, startInstance } from '../support/realtime';
import { sessionClient, type SessionClient } from '../support/session-client';
import { signUpAs } from '../support/staff';
import { createTestContext, createTestDatabase, TEST_AUTH, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

const db = () => ctx.database.db;
const deleteAccount = (client: SessionClient, password: string) => client.post('/api/me/delete-account', { password });
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

async function order(user: { client: SessionClient }, body: Record<string, unknown>) {
  const res = await user.client.post('/api/orders', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { order: { id: string } };
}

async function befriend(a: SignedUpUser, b: SignedUpUser) {
  expect((await a.client.post('/api/friends/requests', { username: b.username })).status).toBe(200);
  const overview = await (await b.client.get('/api/friends')).json();
  const request = overview.incoming.find((r: { person: { userId: string } }) => r.person.userId === a.id);
  expect((await b.client.post(`/api/friends/requests/${request.id}/accept`)).status).toBe(200);
}

const portfolioIdsOf = async (userId: string) =>
  (await db().select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.userId, userId))).map((p) => p.id);

/** Rows of the books that belong to a player, in every game, to compare before and after. */
async function booksOf(userId: string) {
  const ids = await portfolioIdsOf(userId);
  return {
    portfolios: await db().select().from(portfolios).where(inArray(portfolios.id, ids)).orderBy(portfolios.id),
    ledger: await db()
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.portfolioId, ids))
      .orderBy(ledgerEntries.id),
    trades: await db()
      .select()
      .from(transactions)
      .where(inArray(transactions.portfolioId, ids))
      .orderBy(transactions.createdAt, transactions.id),
    holdings: await db()
      .select({ portfolioId: holdings.portfolioId, companyId: holdings.companyId, quantity: holdings.quantity })
      .from(holdings)
      .where(inArray(holdings.portfolioId, ids))
      .orderBy(holdings.portfolioId),
    orderIds: (
      await db().select({ id: orders.id }).from(orders).where(inArray(orders.portfolioId, ids)).orderBy(orders.id)
    ).map((o) => o.id),
  };
}

async function expectBooksBalance() {
  const failing = (await checkConsistency(db())).filter((c) => c.count > 0);
  expect(failing).toEqual([]);
}

describe('delete my account', () => {
  it('a wrong password answers 403 invalid_credentials and changes nothing', async () => {
    const player = await signUpByEmail(ctx);
    const before = await db().select().from(users).where(eq(users.id, player.id));
    const res = await deleteAccount(player.client, 'not-my-password');
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('invalid_credentials');
    expect(await db().select().from(users).where(eq(users.id, player.id))).toEqual(before);
    expect((await player.client.get('/api/me')).status).toBe(200);
    expect((await deleteAccount(player.client, '')).status).toBe(400);
    // Signed out, nobody can ask.
    expect((await deleteAccount(sessionClient(ctx), PASSWORD)).status).toBe(401);
  });

  it('cancels open orders in every game through the trading service, anonymises the player, keeps the books and signs out', async () => {
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    const ana = await signUpByEmail(ctx);
    const ben = await signUpByEmail(ctx);
    const cai = await signUpByEmail(ctx);
    // Ana trades, and leaves a resting buy (cash reserved) and a resting sell (shares reserved).
    await order(ana, { companyId: company.id, side: 'buy', type: 'market', quantity: 10 });
    await order(ana, { companyId: company.id, side: 'sell', type: 'market', quantity: 2 });
    const restingBuy = await order(ana, {
      companyId: company.id,
      side: 'buy',
      type: 'limit',
      quantity: 5,
      limitPriceMinor: 5_000,
    });
    const restingSell = await order(ana, {
      companyId: company.id,
      side: 'sell',
      type: 'limit',
      quantity: 3,
      limitPriceMinor: 15_000,
    });
    // In a class game too, a resting buy holds back cash.
    const game = await createGame(db(), { startingCashMinor: 1_000_000 });
    const classPortfolioId = await createPortfolio(db(), ana.id, game.id, 1_000_000);
    const classBuy = await order(ana, {
      companyId: company.id,
      side: 'buy',
      type: 'limit',
      quantity: 4,
      limitPriceMinor: 6_000,
      game: game.id,
    });
    // Ben trades the same company: his history must not change.
    await order(ben, { companyId: company.id, side: 'buy', type: 'market', quantity: 4 });
    const bensTrades = await (await ben.client.get('/api/trades')).json();
    // Ana's social life: a friend, a request, a block, messages both ways, one of them reported.
    await befriend(ana, ben);
    expect((await cai.client.post('/api/friends/requests', { username: ana.username })).status).toBe(200);
    const dan = await signUpByEmail(ctx);
    expect((await ana.client.post('/api/blocks', { username: dan.username })).status).toBe(200);
    expect((await ana.client.post(`/api/chat/${ben.id}`, { body: 'hi ben' })).status).toBe(201);
    const rude = await (await ana.client.post(`/api/chat/${ben.id}`, { body: 'you are rubbish' })).json();
    expect((await ben.client.post(`/api/chat/${ana.id}`, { body: 'hi ana' })).status).toBe(201);
    expect((await ben.client.post('/api/reports', { messageId: rude.id, reason: 'bullying' })).status).toBe(200);
    expect((await ana.client.post('/api/me/referral-link')).status).toBe(200);
    expect((await ana.client.request('/api/me/profile', { method: 'PATCH', json: { avatar: 'fox' } })).status).toBe(
      200,
    );
    expect(
      (
        await ana.client.request('/api/me/settings', {
          method: 'PUT',
          json: {
            displayName: 'Ana B',
            bio: 'Hi',
            privacy: { profileVisibility: 'public', showTrades: true, showPortfolioValue: true },
            notifications: { tradeAlerts: true, marketNews: true, socialUpdates: true, emailNotifications: true },
          },
        })
      ).status,
    ).toBe(200);
    // A second device signed in too.
    const device = sessionClient(ctx);
    expect((await device.post('/api/auth/sign-in/email', { email: ana.email, password: PASSWORD })).status).toBe(200);
    const before = await booksOf(ana.id);
    await expectBooksBalance();

    const res = await deleteAccount(ana.client, PASSWORD);
    expect(res.status, await res.clone().text()).toBe(200);
    // The answer expires the session cookie: this browser is signed out.
    expect(res.headers.getSetCookie().some((c) => /^bolts\.session_token=;/.test(c) && /max-age=0/i.test(c))).toBe(
      true,
    );
    expect((await ana.client.get('/api/me')).status).toBe(401);
    expect((await device.get('/api/me')).status).toBe(401);

    // Every resting order, in both games, was cancelled, its reservation released.
    const open = await db()
      .select()
      .from(orders)
      .where(inArray(orders.portfolioId, await portfolioIdsOf(ana.id)));
    expect(open.find((o) => o.id === restingBuy.order.id)).toMatchObject({ status: 'cancelled', reservedMinor: 0 });
    expect(open.find((o) => o.id === restingSell.order.id)).toMatchObject({ status: 'cancelled' });
    expect(open.find((o) => o.id === classBuy.order.id)).toMatchObject({ status: 'cancelled', reservedMinor: 0 });
    expect(open.filter((o) => o.status === 'open')).toEqual([]);
    for (const portfolio of await db().select().from(portfolios).where(eq(portfolios.userId, ana.id))) {
      expect(portfolio.reservedMinor).toBe(0);
    }
    const [classPortfolio] = await db().select().from(portfolios).where(eq(portfolios.id, classPortfolioId));
    expect(classPortfolio!.cashMinor).toBe(1_000_000);
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, ana.id));
    expect(profile).toMatchObject({
      fullName: null,
      username: null,
      email: null,
      bio: null,
      avatarUrl: null,
      avatar: null,
    });
    const [holding] = await db()
      .select()
      .from(holdings)
      .where(inArray(holdings.portfolioId, await portfolioIdsOf(ana.id)));
    expect(holding).toMatchObject({ quantity: 8, reservedQuantity: 0 });

    // The books: every portfolio, ledger row, trade, holding and order is still there (only the
    // reservations went back), and they balance.
    expect(await booksOf(ana.id)).toEqual({
      ...before,
      portfolios: before.portfolios.map((p) => ({ ...p, reservedMinor: 0 })),
    });
    await expectBooksBalance();
    expect(await (await ben.client.get('/api/trades')).json()).toEqual(bensTrades);

    // Personal data: anonymised or gone.
    const [user] = await db().select().from(users).where(eq(users.id, ana.id));
    expect(user).toMatchObject({
      name: 'Deleted player',
      email: `deleted-${ana.id}@deleted.invalid`,
      username: null,
      displayUsername: null,
      phoneNumber: null,
      image: null,
    });
    expect(user!.deletedAt).toBeInstanceOf(Date);
    const none = async (rows: Promise<unknown[]>) => expect(await rows).toEqual([]);
    await none(db().select().from(userSettings).where(eq(userSettings.userId, ana.id)));
    await none(db().select().from(referralLinks).where(eq(referralLinks.userId, ana.id)));
    await none(db().select().from(accountSignals).where(eq(accountSignals.userId, ana.id)));
    await none(
      db()
        .select()
        .from(friendships)
        .where(or(eq(friendships.userId, ana.id), eq(friendships.friendId, ana.id))),
    );
    await none(
      db()
        .select()
        .from(friendRequests)
        .where(or(eq(friendRequests.fromUserId, ana.id), eq(friendRequests.toUserId, ana.id))),
    );
    await none(
      db()
        .select()
        .from(blocks)
        .where(or(eq(blocks.blockerId, ana.id), eq(blocks.blockedId, ana.id))),
    );
    await none(db().select().from(sessions).where(eq(sessions.userId, ana.id)));
    await none(db().select().from(accounts).where(eq(accounts.userId, ana.id)));
    // Chat: Ben's conversation with Ana is gone, except the message he reported (moderators keep it).
    const chat = await db()
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(or(eq(chatMessages.senderId, ana.id), eq(chatMessages.recipientId, ana.id)));
    expect(chat).toEqual([{ id: rude.id }]);
    expect(await db().select().from(reports).where(eq(reports.messageId, rude.id))).toHaveLength(1);
    expect((await ben.client.get('/api/friends')).ok).toBe(true);
    expect((await (await ben.client.get('/api/friends')).json()).friends).toEqual([]);

    // Nobody signs in as Ana; her email and username are free for a new account.
    const again = sessionClient(ctx);
    expect((await again.post('/api/auth/sign-in/email', { email: ana.email, password: PASSWORD })).status).toBe(401);
    expect(
      (await again.post('/api/auth/sign-in/username', { username: ana.username, password: PASSWORD })).status,
    ).toBe(401);
    const reborn = await signUpByEmail(ctx, { email: ana.email, username: ana.username });
    expect(reborn.id).not.toBe(ana.id);
    await expectBooksBalance();
  });

  it('hides the deleted player from the board, friends search and suggestions', async () => {
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    const ana = await signUpByEmail(ctx);
    const ben = await signUpByEmail(ctx);
    await order(ana, { companyId: company.id, side: 'buy', type: 'market', quantity: 3 });
    await order(ben, { companyId: company.id, side: 'buy', type: 'market', quantity: 3 });
    const job = createStandingsJob({ database: ctx.database, intervalMs: 60_000 });
    await job.runOnce();
    const week = weekStart(new Date());
    const anasPortfolios = await portfolioIdsOf(ana.id);
    const line = () =>
      db()
        .select()
        .from(weeklyStandings)
        .where(and(inArray(weeklyStandings.portfolioId, anasPortfolios), eq(weeklyStandings.weekStart, week)));
    expect(await line()).toHaveLength(1);

    expect((await deleteAccount(ana.client, PASSWORD)).status).toBe(200);
    await job.runOnce();
    expect(await line()).toEqual([]);
    const board = await (await ben.client.get('/api/leaderboard?board=global')).json();
    expect(board.players).toBe(1);
    expect(board.top.map((e: { isMe: boolean }) => e.isMe)).toEqual([true]);
    expect((await ben.client.get(`/api/traders/${ana.username}`)).status).toBe(404);
    expect((await ben.client.post('/api/friends/requests', { username: ana.username })).status).toBe(404);
    expect((await (await ben.client.get('/api/friends/suggestions')).json()).suggestions).toEqual([]);
    expect((await (await ben.client.get(`/api/people?q=${ana.username}`)).json()).people).toEqual([]);
  });

  it('a phone account deletes with its password; its codes go and the number can sign up again', async () => {
    const player = await signUpByPhone(ctx);
    // A pending reset code for the number.
    expect((await sessionClient(ctx).post('/api/auth/phone/reset/request', { phoneNumber: player.phone })).status).toBe(
      200,
    );
    expect(await db().select().from(phoneCodes).where(eq(phoneCodes.phoneNumber, player.phone))).toHaveLength(1);
    expect(await errorCode(await deleteAccount(player.client, 'wrong-password'))).toBe('invalid_credentials');

    expect((await deleteAccount(player.client, PASSWORD)).status).toBe(200);
    expect(await db().select().from(phoneCodes).where(eq(phoneCodes.phoneNumber, player.phone))).toEqual([]);
    const [user] = await db().select().from(users).where(eq(users.id, player.id));
    expect(user).toMatchObject({ phoneNumber: null, deletedAt: expect.any(Date) });
    const signIn = await sessionClient(ctx).post('/api/auth/phone/sign-in', {
      phoneNumber: player.phone,
      password: PASSWORD,
    });
    expect(signIn.status).toBeGreaterThanOrEqual(400);
    expect(signIn.status).toBeLessThan(500);
    const again = await signUpByPhone(ctx, { phone: player.phone });
    expect(again.id).not.toBe(player.id);
    expect(await latestCodeTo(ctx, player.phone)).toMatch(/^\d{6}$/);
    await expectBooksBalance();
  });

  it('the last admin cannot delete their account; with another admin they can, and lose the role', async () => {
    const admin = await signUpAs(ctx, 'admin');
    const res = await deleteAccount(admin.client, PASSWORD);
    expect(res.status).toBe(409);
    expect(await errorCode(res)).toBe('last_admin');
    expect((await db().select().from(users).where(eq(users.id, admin.id)))[0]!.deletedAt).toBeNull();
    expect((await admin.client.get('/api/me')).status).toBe(200);

    await signUpAs(ctx, 'admin');
    expect((await deleteAccount(admin.client, PASSWORD)).status).toBe(200);
    expect(await db().select().from(userRoles).where(eq(userRoles.userId, admin.id))).toEqual([]);
  });
});

describe('delete my account, with rate limits on', () => {
  let limited: TestContext;
  beforeAll(async () => {
    const { database, close } = await createTestDatabase();
    const built = buildApp({ database, readCacheTtlMs: 0, auth: { ...TEST_AUTH, rateLimit: true } });
    limited = { database, app: built.app, close: async () => (await built.progress.stop(), close()) };
  });
  afterAll(() => limited.close());

  it('refuses password guesses past the limit with 429, even the right one, and keeps the account', async () => {
    const player = await signUpByEmail(limited, { ip: '198.51.100.90' });
    for (let i = 0; i < DELETE_ACCOUNT_LIMIT.points; i++) {
      expect((await deleteAccount(player.client, `guess-${i}`)).status).toBe(403);
    }
    const refused = await deleteAccount(player.client, PASSWORD);
    expect(refused.status).toBe(429);
    expect(await errorCode(refused)).toBe('rate_limited');
    expect((await player.client.get('/api/me')).status).toBe(200);
    // Counted in the database store, so every instance sees the same attempts.
    const [row] = await queryRows<{ n: number }>(
      limited.database.db,
      sql`select count(*)::int as n from rate_limiter_flexible where key like 'delete-account%'`,
    );
    expect(row?.n).toBe(1);
  });
});

describe('delete my account, realtime', () => {
  it("closes every socket of the player's sessions", async () => {
    const { database, close } = await createTestDatabase();
    const instance = await startInstance(database);
    try {
      const player = await signUpByEmail(instance.ctx);
      const device = sessionClient(instance.ctx);
      expect((await device.post('/api/auth/sign-in/email', { email: player.email, password: PASSWORD })).status).toBe(
        200,
      );
      const tab = await connect(instance, { cookie: player.client.cookies() });
      const other = await connect(instance, { cookie: device.cookies() });
      try {
        expect((await deleteAccount(player.client, PASSWORD)).status).toBe(200);
        for (const socket of [tab, other]) expect(await socket.closed).toBe(CLOSE_CODES.sessionEnded);
      } finally {
        await Promise.all([tab.close(), other.close()]);
      }
    } finally {
      await instance.close();
      await close();
    }
  });
});

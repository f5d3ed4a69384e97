// Friends, chat, blocks, reports and privacy, through the API: only friends can write to
// each other, a block stops all contact both ways, messages follow the rules and are kept, reports
// reach the queue, and each privacy setting hides what it says from the people it says.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatHistory, ChatMessage, FriendsOverview, Suggestion, TraderProfile } from '#core/schemas/social';
import { blocks, reports } from '../../server/db/schema';
import { createApp } from '../../server/http/app';
import { createFriendsRepo } from '../../server/modules/social/friends.repo';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany, createGame, createPortfolio } from '../support/factories';
import { connect, startInstance, type Instance } from '../support/realtime';
import { createTestContext, TEST_AUTH, testDriver, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

const overview = async (user: SignedUpUser) =>
  (await (await user.client.get('/api/friends')).json()) as FriendsOverview;

async function befriend(a: SignedUpUser, b: SignedUpUser) {
  expect((await a.client.post('/api/friends/requests', { username: b.username })).status).toBe(200);
  const request = (await overview(b)).incoming.find((r) => r.person.userId === a.id)!;
  expect((await b.client.post(`/api/friends/requests/${request.id}/accept`)).status).toBe(200);
}

const send = (from: SignedUpUser, to: SignedUpUser, body: string) => from.client.post(`/api/chat/${to.id}`, { body });
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

async function saveSettings(user: SignedUpUser, privacy: object, displayName = 'Shown Name') {
  const current = await (await user.client.get('/api/me/settings')).json();
  const res = await user.client.request('/api/me/settings', {
    method: 'PUT',
    json: { ...current, displayName, bio: 'I like energy stocks', privacy: { ...current.privacy, ...privacy } },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe('friend requests', () => {
  it('are sent by username, accepted by the other, and make both friends', async () => {
    const [ana, ben] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    const res = await ana.client.post('/api/friends/requests', { username: ben.username.toUpperCase() });
    expect(await res.json()).toEqual({ status: 'pending' });
    expect((await overview(ana)).outgoing.map((r) => r.person.username)).toEqual([ben.username]);
    await befriendAccepting(ben, ana);
    expect((await overview(ana)).friends.map((f) => f.username)).toEqual([ben.username]);
    expect((await overview(ben)).friends.map((f) => f.username)).toEqual([ana.username]);
    expect((await overview(ben)).incoming).toEqual([]);
  });

  it('refuse yourself, strangers that do not exist, duplicates and friends; a crossed request accepts', async () => {
    const [ana, ben] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    expect(await errorCode(await ana.client.post('/api/friends/requests', { username: ana.username }))).toBe(
      'friend_self',
    );
    const nobody = await ana.client.post('/api/friends/requests', { username: 'nobody_here_42' });
    expect(nobody.status).toBe(404);
    expect((await ana.client.post('/api/friends/requests', { username: '' })).status).toBe(400);
    await ana.client.post('/api/friends/requests', { username: ben.username });
    expect(await errorCode(await ana.client.post('/api/friends/requests', { username: ben.username }))).toBe(
      'request_pending',
    );
    // Ben asks Ana back: that is a yes.
    expect(await (await ben.client.post('/api/friends/requests', { username: ana.username })).json()).toEqual({
      status: 'accepted',
    });
    expect(await errorCode(await ana.client.post('/api/friends/requests', { username: ben.username }))).toBe(
      'already_friends',
    );
  });

  it('can be declined by the recipient and cancelled by the sender, by nobody else', async () => {
    const [ana, ben, cai] = [await signUpByEmail(ctx), await signUpByEmail(ctx), await signUpByEmail(ctx)];
    await ana.client.post('/api/friends/requests', { username: ben.username });
    const id = (await overview(ben)).incoming[0]!.id;
    expect((await cai.client.post(`/api/friends/requests/${id}/accept`)).status).toBe(404);
    expect((await ana.client.post(`/api/friends/requests/${id}/accept`)).status).toBe(404);
    expect((await ben.client.post(`/api/friends/requests/${id}/decline`)).status).toBe(200);
    expect((await overview(ana)).friends).toEqual([]);
    expect((await overview(ana)).outgoing).toEqual([]);
  });
});

async function befriendAccepting(recipient: SignedUpUser, sender: SignedUpUser) {
  const request = (await overview(recipient)).incoming.find((r) => r.person.userId === sender.id)!;
  expect((await recipient.client.post(`/api/friends/requests/${request.id}/accept`)).status).toBe(200);
}

describe('chat', () => {
  it('is for friends only, keeps the rules, masks blocked words, and counts unread messages', async () => {
    const [ana, ben] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    const before = await send(ana, ben, 'hi');
    expect(before.status).toBe(403);
    expect(await errorCode(before)).toBe('not_friends');
    await befriend(ana, ben);

    expect(await errorCode(await send(ana, ben, '   '))).toBe('message_empty');
    expect(await errorCode(await send(ana, ben, 'x'.repeat(501)))).toBe('message_too_long');
    expect(await errorCode(await send(ana, ben, 'look at https://example.com now'))).toBe('message_link');

    const sent = await send(ana, ben, '  this is shit news  ');
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ body: 'this is **** news', masked: true, senderId: ana.id });
    expect((await send(ben, ana, 'ok!')).status).toBe(201);

    expect((await overview(ben)).friends[0]).toMatchObject({ unread: 1 });
    expect((await (await ben.client.post(`/api/chat/${ana.id}/read`)).json()).read).toBe(1);
    expect((await overview(ben)).friends[0]).toMatchObject({ unread: 0 });

    const history = (await (await ana.client.get(`/api/chat/${ben.id}`)).json()) as ChatHistory;
    expect(history.messages.map((m) => m.body)).toEqual(['ok!', 'this is **** news']);
    expect(history.canSend).toBe(true);
  });

  it('stops both ways at a block, and the blocked player cannot ask again', async () => {
    const [ana, ben] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    await befriend(ana, ben);
    await send(ana, ben, 'hello');
    expect((await ben.client.post('/api/blocks', { username: ana.username })).status).toBe(200);

    expect((await overview(ana)).friends).toEqual([]);
    expect((await overview(ben)).blocked.map((p) => p.userId)).toEqual([ana.id]);
    expect(await errorCode(await send(ana, ben, 'why?'))).toBe('not_friends');
    expect(await errorCode(await send(ben, ana, 'bye'))).toBe('not_friends');
    expect((await ana.client.get(`/api/chat/${ben.id}`)).status).toBe(403);
    expect(await errorCode(await ana.client.post('/api/friends/requests', { username: ben.username }))).toBe(
      'user_unavailable',
    );
    expect((await ana.client.get(`/api/traders/${ben.username}`)).status).toBe(404);

    expect((await ben.client.request(`/api/blocks/${ana.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await ana.client.post('/api/friends/requests', { username: ben.username })).status).toBe(200);
  });

  it('keeps an old conversation readable but closed after unfriending', async () => {
    const [ana, ben] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    await befriend(ana, ben);
    await send(ana, ben, 'see you');
    expect((await ana.client.request(`/api/friends/${ben.id}`, { method: 'DELETE' })).status).toBe(200);
    const history = (await (await ben.client.get(`/api/chat/${ana.id}`)).json()) as ChatHistory;
    expect(history).toMatchObject({ canSend: false, messages: [{ body: 'see you' }] });
    expect((await send(ben, ana, 'wait')).status).toBe(403);
  });

  it('takes reports from the recipient into the moderators queue, once', async () => {
    const [ana, ben, cai] = [await signUpByEmail(ctx), await signUpByEmail(ctx), await signUpByEmail(ctx)];
    await befriend(ana, ben);
    const message = (await (await send(ana, ben, 'you are dumb')).json()) as ChatMessage;
    expect((await cai.client.post('/api/reports', { messageId: message.id, reason: 'bullying' })).status).toBe(404);
    expect((await ana.client.post('/api/reports', { messageId: message.id, reason: 'bullying' })).status).toBe(400);
    expect((await ben.client.post('/api/reports', { messageId: message.id, reason: 'nonsense' })).status).toBe(400);
    expect(await (await ben.client.post('/api/reports', { messageId: message.id, reason: 'bullying' })).json()).toEqual(
      {
        reported: true,
      },
    );
    expect(await (await ben.client.post('/api/reports', { messageId: message.id, reason: 'bullying' })).json()).toEqual(
      {
        reported: false,
      },
    );
    const queue = await ctx.database.db.select().from(reports).where(eq(reports.messageId, message.id));
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ reporterId: ben.id, reportedUserId: ana.id, reason: 'bullying', status: 'open' });
  });

  it('limits the rate of messages when rate limits are on', async () => {
    const limited: TestContext = {
      database: ctx.database,
      app: createApp({ database: ctx.database, readCacheTtlMs: 0, auth: { ...TEST_AUTH, rateLimit: true } }),
      close: async () => {},
    };
    const [ana, ben] = [
      await signUpByEmail(limited, { ip: '10.0.0.1' }),
      await signUpByEmail(limited, { ip: '10.0.0.2' }),
    ];
    await befriend(ana, ben);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await send(ana, ben, `message ${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe.runIf(testDriver() === 'postgres')('chat against a block in progress', () => {
  it('a message waits for a block being written between the two, then is refused', async () => {
    const a = await signUpByEmail(ctx);
    const b = await signUpByEmail(ctx);
    await befriend(a, b);
    const repo = createFriendsRepo(ctx.database.db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // The block's transaction takes the pair's lock the way the service does (ids in the other
    // order: the key must not depend on who acts), and holds it.
    const blocking = repo.inTransaction(async (tx) => {
      await repo.lockPair(tx, b.id, a.id);
      await tx.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
      locked();
      await held;
    });
    await isLocked;
    let answered = false;
    const sending = send(a, b, 'are you there?').then((res) => ((answered = true), res));
    await new Promise((r) => setTimeout(r, 300));
    expect(answered).toBe(false);
    release();
    await blocking;
    const res = await sending;
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('not_friends');
  });
});

describe('privacy settings', () => {
  it('each hide what they say from whom they say, on the trader profile', async () => {
    const company = await createCompany(ctx.database.db);
    const [ana, friend, stranger] = [await signUpByEmail(ctx), await signUpByEmail(ctx), await signUpByEmail(ctx)];
    expect((await ana.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 2 })).status).toBe(
      201,
    );
    await befriend(ana, friend);
    const seenBy = async (viewer: SignedUpUser) =>
      (await (await viewer.client.get(`/api/traders/${ana.username}`)).json()) as TraderProfile;

    // Private by default: the username, display name and level, nothing else, even for a friend.
    await saveSettings(ana, {});
    for (const viewer of [friend, stranger]) {
      expect(await seenBy(viewer)).toMatchObject({
        username: ana.username,
        displayName: 'Shown Name',
        bio: null,
        portfolioValueMinor: null,
        recentTrades: null,
      });
    }
    // Ana sees all of herself.
    expect(await seenBy(ana)).toMatchObject({
      displayName: 'Shown Name',
      recentTrades: [{ side: 'buy', quantity: 2 }],
    });

    // Friends only, with trades: her friend sees name and trades, a stranger still nothing.
    await saveSettings(ana, { profileVisibility: 'friends', showTrades: true });
    expect(await seenBy(friend)).toMatchObject({ displayName: 'Shown Name', bio: 'I like energy stocks' });
    expect((await seenBy(friend)).recentTrades).toHaveLength(1);
    expect(await seenBy(stranger)).toMatchObject({ displayName: 'Shown Name', bio: null, recentTrades: null });

    // Public without trades: everyone sees the name, nobody her trades.
    await saveSettings(ana, { profileVisibility: 'public', showTrades: false });
    expect(await seenBy(stranger)).toMatchObject({ displayName: 'Shown Name', recentTrades: null });

    // The portfolio value only when she shows it: her public game's, as she sees it herself.
    expect((await seenBy(stranger)).portfolioValueMinor).toBeNull();
    await saveSettings(ana, { showPortfolioValue: true });
    const own = await (await ana.client.get('/api/me/stats')).json();
    expect((await seenBy(stranger)).portfolioValueMinor).toBe(own.portfolio.valueMinor);
  });

  it("show another player's public game only: a class game's value and trades stay its players'", async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 1_000 });
    const classGame = await createGame(ctx.database.db, { startingCashMinor: 1_000_000 });
    const [ana, ben] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    await createPortfolio(ctx.database.db, ana.id, classGame.id, 1_000_000);
    await createPortfolio(ctx.database.db, ben.id, classGame.id, 1_000_000);
    for (const user of [ana, ben]) {
      const res = await user.client.post('/api/orders', {
        companyId: company.id,
        side: 'buy',
        quantity: 3,
        game: classGame.id,
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    await saveSettings(ana, { profileVisibility: 'public', showTrades: true, showPortfolioValue: true });

    const seen = (await (await ben.client.get(`/api/traders/${ana.username}`)).json()) as TraderProfile;
    const publicValue = (await (await ana.client.get('/api/me/stats')).json()).portfolio.valueMinor;
    expect(seen).toMatchObject({ portfolioValueMinor: publicValue, recentTrades: [] });
    expect(publicValue).toBe(5_000_000);
    // Both traded the company, but in the class game: not suggested as traders of the public game.
    const { suggestions } = (await (await ben.client.get('/api/friends/suggestions')).json()) as {
      suggestions: Suggestion[];
    };
    expect(suggestions).toEqual([]);
  });

  it('leave a player out of suggested traders until they show their trades', async () => {
    const company = await createCompany(ctx.database.db);
    const [ana, ben] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    await ana.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 1 });
    await ben.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 1 });
    const suggested = async () =>
      ((await (await ana.client.get('/api/friends/suggestions')).json()) as { suggestions: Suggestion[] }).suggestions;
    expect(await suggested()).toEqual([]);
    await saveSettings(ben, { profileVisibility: 'public', showTrades: true });
    expect(await suggested()).toEqual([
      expect.objectContaining({ userId: ben.id, sharedSymbols: [company.symbol], reasons: ['traded'] }),
    ]);
  });
});

describe('realtime', () => {
  let instance: Instance;
  afterEach(async () => {
    await instance?.close();
  });

  it('delivers a message to the recipient socket and tells friends who is online', async () => {
    instance = await startInstance(ctx.database);
    const [ana, ben] = [await signUpByEmail(instance.ctx), await signUpByEmail(instance.ctx)];
    await befriend(ana, ben);
    const benSocket = await connect(instance, { cookie: ben.client.cookies() });
    const anaSocket = await connect(instance, { cookie: ana.client.cookies() });
    const online = await benSocket.next('presence', (f) => f.data.userId === ana.id && f.data.online);
    expect(online.data).toEqual({ userId: ana.id, online: true });
    expect((await overview(ben)).friends[0]).toMatchObject({ online: true });

    await send(ana, ben, 'realtime hello');
    const frame = await benSocket.next('chat', (f) => f.data.message.body === 'realtime hello');
    expect(frame.data.message.senderId).toBe(ana.id);

    anaSocket.ws.close();
    await benSocket.next('presence', (f) => f.data.userId === ana.id && !f.data.online);
    benSocket.ws.close();
  });
});

describe('the moderators queue', () => {
  it('shows a reported message with its conversation, and a moderator closes it with a note', async () => {
    const { signUpAs } = await import('../support/staff');
    const [ana, ben] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    await befriend(ana, ben);
    await send(ben, ana, 'hey');
    const message = (await (await send(ana, ben, 'give me your address')).json()) as ChatMessage;
    await send(ben, ana, 'no!');
    await ben.client.post('/api/reports', { messageId: message.id, reason: 'personal_info' });

    const moderator = await signUpAs(ctx, 'moderator');
    const queue = await (await moderator.client.get('/api/admin/reports')).json();
    expect(queue.reports).toHaveLength(1);
    const [report] = queue.reports;
    expect(report).toMatchObject({ reason: 'personal_info', status: 'open', reported: { id: ana.id } });
    expect(report.context.map((m: { body: string; reported: boolean }) => [m.body, m.reported])).toEqual([
      ['hey', false],
      ['give me your address', true],
      ['no!', false],
    ]);
    const closed = await moderator.client.post(`/api/admin/reports/${report.id}/resolve`, {
      status: 'resolved',
      note: 'Warned the sender',
    });
    expect(await closed.json()).toMatchObject({ status: 'resolved', resolution: { note: 'Warned the sender' } });
    expect((await (await moderator.client.get('/api/admin/reports')).json()).reports).toEqual([]);
    // Players never see the queue.
    expect((await ben.client.get('/api/admin/reports')).status).toBe(403);
  });
});

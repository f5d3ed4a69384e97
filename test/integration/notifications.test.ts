// The notification centre and Web Push (docs/rules.md#notifications): a resting order that fills
// becomes a notification and a push message, encrypted for the subscribed browser (a local push
// service here decrypts it with the browser's keys); quiet hours and the daily cap hold it back.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '#core/schemas/profile';
import type { NotificationSettings } from '#core/schemas/notifications';
import { pushSubscriptions, userSettings } from '../../server/db/schema';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany, createNews } from '../support/factories';
import { createTestContext } from '../support/test-database';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let pushService: Server;
let pushOrigin: string;
/** What reached the push service, by path; the status it answers with, by path (201 otherwise). */
const received = new Map<string, { headers: IncomingMessage['headers']; body: Buffer }[]>();
const answers = new Map<string, number>();

beforeAll(async () => {
  ctx = await createTestContext();
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const list = received.get(req.url!) ?? [];
      list.push({ headers: req.headers, body: Buffer.concat(chunks) });
      received.set(req.url!, list);
      res.writeHead(answers.get(req.url!) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => pushService.close(resolve));
  await ctx.close();
});

const db = () => ctx.database.db;

/** A browser's push subscription: a real P-256 key pair and auth secret, at a path of its own. */
function browser() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const path = `/push/${randomBytes(6).toString('hex')}`;
  return {
    path,
    ecdh,
    auth,
    subscription: {
      endpoint: `${pushOrigin}${path}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    messages: () => received.get(path) ?? [],
    decrypt(body: Buffer) {
      return JSON.parse(
        ece
          .decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') })
          .toString(),
      ) as Record<string, unknown>;
    },
  };
}

const hhmm = (d: Date) => d.toISOString().slice(11, 16);

/** Saves notification settings; by default push is on with no quiet hours and no school hours. */
async function setNotifications(user: SignedUpUser, change: Partial<NotificationSettings> = {}) {
  const settings: Settings = {
    ...DEFAULT_SETTINGS,
    notifications: {
      ...DEFAULT_SETTINGS.notifications,
      quietHours: { start: '00:00', end: '00:00' },
      schoolHours: false,
      ...change,
    },
  };
  const res = await user.client.request('/api/me/settings', { method: 'PUT', json: settings });
  expect(res.status).toBe(200);
}

async function subscribed(user: SignedUpUser) {
  const b = browser();
  const res = await user.client.post('/api/notifications/subscriptions', b.subscription);
  expect(res.status).toBe(200);
  return b;
}

const list = async (user: SignedUpUser, query = '') => {
  const res = await user.client.get(`/api/notifications${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    notifications: { id: string; type: string; params: Record<string, unknown>; readAt: string | null }[];
    unread: number;
    nextCursor: string | null;
  };
};

/** A buy limit that rests below the market, then fills when the engine's price crosses it. */
async function restingBuyFills(user: SignedUpUser) {
  const company = await createCompany(db(), { currentPriceMinor: 10_000 });
  const res = await user.client.post('/api/orders', {
    companyId: company.id,
    side: 'buy',
    type: 'limit',
    quantity: 3,
    limitPriceMinor: 9_800,
  });
  expect(res.status).toBe(201);
  const { order } = (await res.json()) as { order: { id: string; status: string } };
  expect(order.status).toBe('open');
  expect(await ctx.built.trading.fillRestingOrder(order.id, 9_700)).toBe(true);
  return { company, orderId: order.id };
}

const notifyDirect = (userId: string, key: string) =>
  ctx.built.notifier.notify(userId, {
    type: 'price_alert',
    params: { symbol: 'AURS', priceMinor: 40_000 },
    dedupeKey: key,
  });

describe('notifications', () => {
  it('a resting order that fills becomes one notification, live on the bus, worded from facts', async () => {
    const user = await signUpByEmail(ctx);
    const seen: unknown[] = [];
    const stop = ctx.built.bus.subscribe((e) => {
      if (e.type === 'notification' && e.userId === user.id) seen.push(e.notification);
    });
    const { company, orderId } = await restingBuyFills(user);
    await vi.waitFor(async () => expect((await list(user)).notifications).toHaveLength(1));
    const page = await list(user);
    expect(page.unread).toBe(1);
    expect(page.notifications[0]).toMatchObject({
      type: 'order_filled',
      readAt: null,
      params: { orderId, companyId: company.id, symbol: company.symbol, side: 'buy', quantity: 3 },
    });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    stop();
    // A replayed fill (the same order) is not a second notification.
    await ctx.built.notifier.notify(user.id, {
      type: 'order_filled',
      params: {},
      dedupeKey: `order_filled:${orderId}`,
    });
    expect((await list(user)).notifications).toHaveLength(1);
  });

  it('a market order the player watches fill is not a notification', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    expect((await user.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 1 })).status).toBe(
      201,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect((await list(user)).notifications).toHaveLength(0);
  });

  it('an expired order is a notification; trade alerts off means none', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    const place = async () => {
      const res = await user.client.post('/api/orders', {
        companyId: company.id,
        side: 'buy',
        type: 'limit',
        quantity: 1,
        limitPriceMinor: 9_000,
      });
      return ((await res.json()) as { order: { id: string } }).order.id;
    };
    expect(await ctx.built.trading.expireOrder(await place())).toBe(true);
    await vi.waitFor(async () =>
      expect((await list(user)).notifications.map((n) => n.type)).toEqual(['order_expired']),
    );
    await setNotifications(user, { tradeAlerts: false });
    expect(await ctx.built.trading.expireOrder(await place())).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect((await list(user)).notifications).toHaveLength(1);
  });

  it('a triggered stop buy its cash no longer covers is cancelled, and the player is told why', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    const res = await user.client.post('/api/orders', {
      companyId: company.id,
      side: 'buy',
      type: 'stop',
      quantity: 400,
      stopPriceMinor: 10_100,
    });
    expect(res.status).toBe(201);
    const { order } = (await res.json()) as { order: { id: string } };
    // The price jumps to twice the stop: 400 shares at the ask are more than the player's Bolts.
    await db().execute(sql`update companies set current_price_minor = ${20_000} where id = ${company.id}`);
    expect(await ctx.built.trading.triggerStop(order.id, 20_000)).toBe(false);
    await vi.waitFor(async () =>
      expect((await list(user)).notifications.map((n) => n.type)).toEqual(['order_cancelled']),
    );
    expect((await list(user)).notifications[0]!.params).toMatchObject({
      orderId: order.id,
      symbol: company.symbol,
      quantity: 400,
      reason: 'insufficient_balance',
    });
  });

  it('a push message reaches the subscribed browser, encrypted for it, with the facts and where to go', async () => {
    const user = await signUpByEmail(ctx);
    await setNotifications(user);
    const b = await subscribed(user);
    const { company, orderId } = await restingBuyFills(user);
    await vi.waitFor(() => expect(b.messages()).toHaveLength(1));
    const [message] = b.messages();
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(message!.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    const payload = b.decrypt(message!.body);
    const [stored] = (await list(user)).notifications;
    expect(payload).toEqual({
      id: stored!.id,
      type: 'order_filled',
      params: expect.objectContaining({ orderId, symbol: company.symbol, quantity: 3 }),
      url: `/trade?company=${company.id}`,
    });
    // The key the browser subscribed with is the one that signed (kept in the database).
    const key = (await (await user.client.get('/api/notifications/push-key')).json()) as { publicKey: string };
    expect(message!.headers.authorization).toContain(`k=${key.publicKey}`);
    const [meta] = await db()
      .execute<{ n: number }>(sql`select count(*)::int as n from app_meta where key = 'vapid_keys'`)
      .then((r) => (Array.isArray(r) ? r : (r as unknown as { rows: { n: number }[] }).rows));
    expect(meta!.n).toBe(1);
  });

  it('quiet hours hold the push (nothing reaches the push service); the notification is still there', async () => {
    const user = await signUpByEmail(ctx);
    const now = Date.now();
    await setNotifications(user, {
      quietHours: { start: hhmm(new Date(now - 60 * 60_000)), end: hhmm(new Date(now + 60 * 60_000)) },
    });
    const b = await subscribed(user);
    await notifyDirect(user.id, 'quiet');
    expect(b.messages()).toHaveLength(0);
    expect((await list(user)).notifications).toHaveLength(1);
  });

  it('push off, or its type off, sends nothing', async () => {
    const user = await signUpByEmail(ctx);
    const b = await subscribed(user);
    await setNotifications(user, { pushNotifications: false });
    await notifyDirect(user.id, 'off');
    await setNotifications(user, { pushTypes: { ...DEFAULT_SETTINGS.notifications.pushTypes, price_alert: false } });
    await notifyDirect(user.id, 'type-off');
    expect(b.messages()).toHaveLength(0);
    expect((await list(user)).notifications).toHaveLength(2);
  });

  it('the daily cap holds: cap + 1 events make cap pushes, even at once', async () => {
    const user = await signUpByEmail(ctx);
    await setNotifications(user, { dailyCap: 3 });
    const b = await subscribed(user);
    await Promise.all(Array.from({ length: 4 }, (_, i) => notifyDirect(user.id, `cap-${i}`)));
    expect(b.messages()).toHaveLength(3);
    expect((await list(user)).notifications).toHaveLength(4);
  });

  it('a push service answering 410 (or 404) removes that subscription', async () => {
    const user = await signUpByEmail(ctx);
    await setNotifications(user);
    const gone = await subscribed(user);
    const alive = await subscribed(user);
    answers.set(gone.path, 410);
    await notifyDirect(user.id, 'gone');
    expect(gone.messages()).toHaveLength(1);
    expect(alive.messages()).toHaveLength(1);
    const left = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(left.map((s) => s.endpoint)).toEqual([alive.subscription.endpoint]);
  });

  it('news about a company the player holds is a notification, once per item', async () => {
    const holder = await signUpByEmail(ctx);
    const other = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    expect((await holder.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 1 })).status).toBe(
      201,
    );
    const item = await createNews(db(), company.id, {
      headline: 'Big launch',
      translations: { he: { headline: 'השקה גדולה' }, es: { headline: 'Gran lanzamiento' } },
    });
    await ctx.built.notifyNewsHolders(item.id);
    await ctx.built.notifyNewsHolders(item.id);
    const [n] = (await list(holder)).notifications;
    expect((await list(holder)).notifications).toHaveLength(1);
    expect(n).toMatchObject({
      type: 'news_held',
      params: {
        newsId: item.id,
        companyId: company.id,
        symbol: company.symbol,
        headline: 'Big launch',
        headline_he: 'השקה גדולה',
        headline_es: 'Gran lanzamiento',
      },
    });
    expect((await list(other)).notifications).toHaveLength(0);
  });

  it('a friend request is a notification for its recipient, once per sender', async () => {
    const asker = await signUpByEmail(ctx);
    const asked = await signUpByEmail(ctx);
    expect((await asker.client.post('/api/friends/requests', { username: asked.username })).status).toBeLessThan(300);
    await vi.waitFor(async () =>
      expect((await list(asked)).notifications).toMatchObject([
        { type: 'friend_request', params: { username: asker.username } },
      ]),
    );
  });

  it('pages newest first by cursor, marks read by ids or all', async () => {
    const user = await signUpByEmail(ctx);
    for (let i = 0; i < 5; i++) await notifyDirect(user.id, `page-${i}`);
    // All five in one millisecond, microseconds apart (a burst of fills): the database keeps
    // microseconds, the cursor milliseconds, and a page's edge inside that millisecond loses none.
    await db().execute(sql`
      update notifications n set created_at = timestamptz '2026-11-27T10:00:00.123Z' + r.k * interval '1 microsecond'
      from (select id, row_number() over (order by created_at, id) as k from notifications where user_id = ${user.id}) r
      where n.id = r.id`);
    const first = await list(user, '?limit=2');
    expect(first.notifications).toHaveLength(2);
    expect(first.unread).toBe(5);
    const second = await list(user, `?limit=2&before=${encodeURIComponent(first.nextCursor!)}`);
    const third = await list(user, `?limit=2&before=${encodeURIComponent(second.nextCursor!)}`);
    expect(third.nextCursor).toBeNull();
    const ids = [...first.notifications, ...second.notifications, ...third.notifications].map((n) => n.id);
    expect(new Set(ids).size).toBe(5);
    const read = await user.client.post('/api/notifications/read', { ids: [ids[0]] });
    expect(await read.json()).toEqual({ unread: 4 });
    expect(await (await user.client.post('/api/notifications/read', { all: true })).json()).toEqual({ unread: 0 });
  });

  it("another player cannot read or mark your notifications, nor remove your subscription; a shared browser's endpoint moves", async () => {
    const owner = await signUpByEmail(ctx);
    const intruder = await signUpByEmail(ctx);
    await notifyDirect(owner.id, 'mine');
    const [mine] = (await list(owner)).notifications;
    expect((await list(intruder)).notifications).toHaveLength(0);
    expect(await (await intruder.client.post('/api/notifications/read', { ids: [mine!.id] })).json()).toEqual({
      unread: 0,
    });
    await intruder.client.post('/api/notifications/read', { all: true });
    expect((await list(owner)).notifications[0]!.readAt).toBeNull();

    const b = await subscribed(owner);
    const removed = await intruder.client.request('/api/notifications/subscriptions', {
      method: 'DELETE',
      json: { endpoint: b.subscription.endpoint },
    });
    expect(removed.status).toBe(404);
    expect(
      await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, b.subscription.endpoint)),
    ).toHaveLength(1);
    // The owner may remove it.
    const own = await owner.client.request('/api/notifications/subscriptions', {
      method: 'DELETE',
      json: { endpoint: b.subscription.endpoint },
    });
    expect(own.status).toBe(200);

    // One browser, two accounts in turn: the endpoint belongs to whoever subscribed last.
    const shared = browser();
    await owner.client.post('/api/notifications/subscriptions', shared.subscription);
    await intruder.client.post('/api/notifications/subscriptions', shared.subscription);
    const rows = await db()
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, shared.subscription.endpoint));
    expect(rows.map((r) => r.userId)).toEqual([intruder.id]);
  });

  it('bad input is a 400, never a 500', async () => {
    const user = await signUpByEmail(ctx);
    const b = browser();
    const bad: unknown[] = [
      {},
      { endpoint: 'not a url', keys: b.subscription.keys },
      { endpoint: b.subscription.endpoint },
      { endpoint: b.subscription.endpoint, keys: { p256dh: 'short', auth: b.subscription.keys.auth } },
      {
        endpoint: b.subscription.endpoint,
        keys: { p256dh: '!!!!!!!!!!!!!!!!!!!!!!!!', auth: b.subscription.keys.auth },
      },
      // Not a push service: the server never posts to an arbitrary address.
      { ...b.subscription, endpoint: 'http://10.0.0.1/push' },
      { ...b.subscription, endpoint: 'ftp://127.0.0.1/push' },
      { ...b.subscription, endpoint: 'http://user:pw@127.0.0.1/push' },
    ];
    for (const body of bad) {
      expect((await user.client.post('/api/notifications/subscriptions', body)).status).toBe(400);
    }
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { all: false }, { all: true, ids: [] }]) {
      expect((await user.client.post('/api/notifications/read', body)).status).toBe(400);
    }
    for (const query of ['?limit=0', '?limit=500', '?before=nonsense', '?before=2026-01-01T00:00:00.000Z_zzz']) {
      expect((await user.client.get(`/api/notifications${query}`)).status).toBe(400);
    }
    const settings = { ...DEFAULT_SETTINGS, notifications: { ...DEFAULT_SETTINGS.notifications, dailyCap: 21 } };
    expect((await user.client.request('/api/me/settings', { method: 'PUT', json: settings })).status).toBe(400);
    const late = {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, quietHours: { start: '25:00', end: '07:00' } },
    };
    expect((await user.client.request('/api/me/settings', { method: 'PUT', json: late })).status).toBe(400);
  });

  it('settings saved before push existed read back with the push defaults, and an old app keeps them', async () => {
    const user = await signUpByEmail(ctx);
    await db()
      .update(userSettings)
      .set({
        notificationSettings: { tradeAlerts: false, marketNews: true, socialUpdates: true, emailNotifications: true },
      })
      .where(eq(userSettings.userId, user.id));
    const got = (await (await user.client.get('/api/me/settings')).json()) as Settings;
    expect(got.notifications).toEqual({ ...DEFAULT_SETTINGS.notifications, tradeAlerts: false });
    await setNotifications(user, { dailyCap: 2 });
    const old = { tradeAlerts: true, marketNews: false, socialUpdates: true, emailNotifications: true };
    expect(
      (
        await user.client.request('/api/me/settings', {
          method: 'PUT',
          json: { ...DEFAULT_SETTINGS, notifications: old },
        })
      ).status,
    ).toBe(200);
    const after = (await (await user.client.get('/api/me/settings')).json()) as Settings;
    expect(after.notifications).toMatchObject({ ...old, dailyCap: 2 });
  });
});

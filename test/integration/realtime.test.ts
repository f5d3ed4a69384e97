// Realtime market data end to end: the REST order book and recent trades, and /ws on a real HTTP
// server with real sockets (prices after a tick, book and trades on subscribe and on cadence, my
// fills and nobody else's, refusals), then two instances on one PostgreSQL database (LISTEN/NOTIFY).
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES } from '#core/realtime';
import { orderBookSchema, recentTradesSchema } from '#core/schemas/market-data';
import { companies } from '../../server/db/schema';
import { createMarketEngine } from '../../server/market/engine';
import { createPostgresBus, type EventBus } from '../../server/realtime';
import { BUS_CHANNEL } from '../../server/realtime/bus';
import { PASSWORD, signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany } from '../support/factories';
import { connect, settle, startInstance, type Instance } from '../support/realtime';
import { sessionClient } from '../support/session-client';
import { signUpAs } from '../support/staff';
import { createTestDatabase, databaseUrlOf, testDriver } from '../support/test-database';

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

let testDb: TestDb;
let instance: Instance;
beforeAll(async () => {
  testDb = await createTestDatabase();
  // A quick cadence so the periodic pushes can be seen within a test.
  instance = await startInstance(testDb.database, { realtime: { cadence: { bookMs: 200, tradesMs: 400 } } });
});
afterAll(async () => {
  await instance?.close();
  await testDb?.close();
});

const placeOrder = async (user: SignedUpUser, body: Record<string, unknown>) => {
  const res = await user.client.post('/api/orders', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
};

describe('GET /api/companies/{id}/order-book and /recent-trades', () => {
  it("serves three bids and three asks around the price, with players' resting limits merged", async () => {
    const company = await createCompany(testDb.database.db, { currentPriceMinor: 10_000 });
    const user = await signUpByEmail(instance.ctx);
    await placeOrder(user, { companyId: company.id, side: 'buy', type: 'limit', quantity: 7, limitPriceMinor: 9_950 });
    await placeOrder(user, { companyId: company.id, side: 'buy', type: 'limit', quantity: 3, limitPriceMinor: 9_960 });
    // Too far below the price for the three-level book.
    await placeOrder(user, { companyId: company.id, side: 'buy', type: 'limit', quantity: 50, limitPriceMinor: 9_000 });

    const res = await instance.app.request(`/api/companies/${company.id}/order-book`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const book = orderBookSchema.parse(await res.json());
    expect(book.priceMinor).toBe(10_000);
    expect(book.bids.map((l) => l.priceMinor)).toEqual([9_975, 9_950, 9_925]);
    expect(book.asks.map((l) => l.priceMinor)).toEqual([10_025, 10_050, 10_075]);
    expect(book.bids.map((l) => l.playerQuantity)).toEqual([0, 10, 0]);
    expect(book.asks.every((l) => l.playerQuantity === 0 && l.quantity >= 5)).toBe(true);
  });

  it('recent trades: the trades just made are the newest, then simulated prints up to five', async () => {
    const company = await createCompany(testDb.database.db, { currentPriceMinor: 10_000 });
    const user = await signUpByEmail(instance.ctx);
    const first = await placeOrder(user, { companyId: company.id, side: 'buy', quantity: 4 });
    const second = await placeOrder(user, { companyId: company.id, side: 'sell', quantity: 1 });

    const res = await instance.app.request(`/api/companies/${company.id}/recent-trades`);
    expect(res.status).toBe(200);
    const { trades } = recentTradesSchema.parse(await res.json());
    expect(trades).toHaveLength(5);
    expect(trades.slice(0, 2)).toEqual([
      expect.objectContaining({ id: second.trade.id, side: 'sell', priceMinor: 9_975, quantity: 1, simulated: false }),
      expect.objectContaining({ id: first.trade.id, side: 'buy', priceMinor: 10_025, quantity: 4, simulated: false }),
    ]);
    expect(trades.slice(2).every((t) => t.simulated)).toBe(true);
  });

  it('400 for a malformed id, 404 company_not_found for an unknown one', async () => {
    for (const path of ['order-book', 'recent-trades']) {
      const bad = await instance.app.request(`/api/companies/not-a-uuid/${path}`);
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.code).toBe('validation_failed');
      const missing = await instance.app.request(`/api/companies/00000000-0000-4000-8000-000000000000/${path}`);
      expect(missing.status).toBe(404);
      expect((await missing.json()).error.code).toBe('company_not_found');
    }
  });
});

describe('WebSocket /ws', () => {
  it('sends prices to every socket after an engine tick, anonymous ones included', async () => {
    const company = await createCompany(testDb.database.db, { currentPriceMinor: 10_000, marketCapMinor: 1_000_000 });
    const socket = await connect(instance);
    try {
      const engine = createMarketEngine({
        database: testDb.database,
        trading: instance.trading,
        seed: 4,
        tickMs: 5_000,
        onTick: instance.onMarketTick,
      });
      const summary = await engine.tick();
      const frame = await socket.next('prices', (f) => f.data.prices.some((p) => p.companyId === company.id));
      const tick = frame.data.prices.find((p) => p.companyId === company.id)!;
      const expected = summary.prices.find((p) => p.companyId === company.id)!;
      expect(tick).toMatchObject({ priceMinor: expected.priceMinor, changeBp: expected.changeBp });
      expect(frame.data.at).toBe(summary.at.toISOString());
      // A second tick chains the indices from the first one's market caps: the Bolts Index goes out too.
      const second = await engine.tick();
      const indices = await socket.next('indices', (f) => f.data.at === second.at.toISOString());
      expect(indices.data.indices).toEqual(second.indices);
      expect(indices.data.indices[0]).toMatchObject({ id: 'bolts' });
      for (const index of indices.data.indices)
        expect(Object.keys(index).sort()).toEqual(['changeBp', 'id', 'levelCenti']);
    } finally {
      await socket.close();
    }
  });

  it("publishes a tick's prices and nothing of how the engine drew them", async () => {
    const company = await createCompany(testDb.database.db, { currentPriceMinor: 10_000 });
    const socket = await connect(instance);
    try {
      const engine = createMarketEngine({
        database: testDb.database,
        trading: instance.trading,
        tickMs: 5_000,
        onTick: instance.onMarketTick,
      });
      await engine.tick();
      const frame = await socket.next('prices', (f) => f.data.prices.some((p) => p.companyId === company.id));
      expect(Object.keys(frame.data).sort()).toEqual(['at', 'prices']);
      for (const price of frame.data.prices) {
        expect(
          Object.keys(price).every((key) =>
            ['companyId', 'priceMinor', 'changeBp', 'volume', 'marketCapMinor'].includes(key),
          ),
          JSON.stringify(price),
        ).toBe(true);
      }
    } finally {
      await socket.close();
    }
  });

  it('on subscribe sends the book and trades at once, then again on the cadence, with one timer pair per company', async () => {
    const company = await createCompany(testDb.database.db, { currentPriceMinor: 20_000 });
    const a = await connect(instance);
    const b = await connect(instance);
    try {
      a.send({ type: 'subscribe', companyId: company.id });
      b.send({ type: 'subscribe', companyId: company.id });
      const book = await a.next('book', (f) => f.data.companyId === company.id);
      expect(orderBookSchema.parse(book.data).bids[0]!.priceMinor).toBe(19_975);
      const trades = await a.next('trades', (f) => f.data.companyId === company.id);
      expect(recentTradesSchema.parse(trades.data).trades).toHaveLength(5);
      await b.next('book', (f) => f.data.companyId === company.id);
      expect(instance.realtime.stats().companies).toBeGreaterThanOrEqual(1);
      const before = instance.realtime.stats().companies;

      // Cadence (200 ms / 400 ms here): more books and trades keep coming without asking.
      const count = (type: 'book' | 'trades') => a.frames.filter((f) => f.type === type).length;
      const started = Date.now();
      while ((count('book') < 3 || count('trades') < 2) && Date.now() - started < 10_000) await settle(50);
      expect(count('book')).toBeGreaterThanOrEqual(3);
      expect(count('trades')).toBeGreaterThanOrEqual(2);

      // Unsubscribing both stops this company's timers.
      a.send({ type: 'unsubscribe' });
      b.send({ type: 'unsubscribe' });
      await settle(100);
      expect(instance.realtime.stats().companies).toBe(before - 1);
      const booksAtStop = count('book');
      await settle(500);
      expect(count('book')).toBe(booksAtStop);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("a player's socket gets their own fill (and a fresh book and trades); another player's socket does not", async () => {
    const company = await createCompany(testDb.database.db, { currentPriceMinor: 10_000 });
    const alice = await signUpByEmail(instance.ctx);
    const bob = await signUpByEmail(instance.ctx);
    const aliceSocket = await connect(instance, { cookie: alice.client.cookies() });
    const bobSocket = await connect(instance, { cookie: bob.client.cookies() });
    const anonymous = await connect(instance);
    try {
      for (const s of [aliceSocket, bobSocket, anonymous]) {
        s.send({ type: 'subscribe', companyId: company.id });
        await s.next('trades', (f) => f.data.companyId === company.id);
      }
      const placed = await placeOrder(alice, { companyId: company.id, side: 'buy', quantity: 3 });

      const fill = await aliceSocket.next('fill');
      expect(fill.data.order).toMatchObject({ id: placed.order.id, status: 'filled', companyId: company.id });
      expect(fill.data.trade).toMatchObject({ id: placed.trade.id, quantity: 3, pricePerShareMinor: 10_025 });
      expect(fill.data.wasResting).toBe(false);

      // Right after the fill every subscriber gets the trades with the real trade on top.
      for (const s of [aliceSocket, bobSocket, anonymous]) {
        const fresh = await s.next('trades', (f) => f.data.trades[0]?.id === placed.trade.id);
        expect(fresh.data.trades[0]).toMatchObject({ simulated: false, quantity: 3 });
      }
      await settle();
      expect(bobSocket.frames.some((f) => f.type === 'fill' || f.type === 'order')).toBe(false);
      expect(anonymous.frames.some((f) => f.type === 'fill' || f.type === 'order')).toBe(false);
    } finally {
      await Promise.all([aliceSocket.close(), bobSocket.close(), anonymous.close()]);
    }
  });

  it('a cancelled order and an engine fill of a resting order reach the owner as order and fill frames', async () => {
    const company = await createCompany(testDb.database.db, { currentPriceMinor: 10_000 });
    const carol = await signUpByEmail(instance.ctx);
    const socket = await connect(instance, { cookie: carol.client.cookies() });
    try {
      const resting = await placeOrder(carol, {
        companyId: company.id,
        side: 'buy',
        type: 'limit',
        quantity: 2,
        limitPriceMinor: 9_900,
      });
      const cancel = await carol.client.post(`/api/orders/${resting.order.id}/cancel`);
      expect(cancel.status).toBe(200);
      const closed = await socket.next('order', (f) => f.data.order.id === resting.order.id);
      expect(closed.data.order.status).toBe('cancelled');

      // A resting buy the engine fills once the price falls through it.
      const later = await placeOrder(carol, {
        companyId: company.id,
        side: 'buy',
        type: 'limit',
        quantity: 1,
        limitPriceMinor: 9_900,
      });
      await testDb.database.db.update(companies).set({ currentPriceMinor: 9_000 }).where(eq(companies.id, company.id));
      const engine = createMarketEngine({
        database: testDb.database,
        trading: instance.trading,
        seed: 8,
        tickMs: 5_000,
      });
      await engine.tick();
      const fill = await socket.next('fill', (f) => f.data.order.id === later.order.id);
      expect(fill.data.order.status).toBe('filled');
      expect(fill.data.wasResting).toBe(true);
    } finally {
      await socket.close();
    }
  });

  it('answers bad frames with an error frame and keeps serving; an oversized frame closes only that socket', async () => {
    const socket = await connect(instance);
    try {
      socket.send('not json');
      socket.send({ type: 'subscribe', companyId: 'nope' });
      socket.send({ type: 'launch-missiles' });
      socket.send(Buffer.from([1, 2, 3]));
      socket.ws.send(Buffer.from('{"type":"ping"}'), { binary: true });
      socket.send({ type: 'subscribe', companyId: '00000000-0000-4000-8000-000000000000' });
      await socket.next('error', (f) => f.data.code === 'company_not_found');
      expect(socket.frames.filter((f) => f.type === 'error' && f.data.code === 'bad_frame')).toHaveLength(5);
      socket.send({ type: 'ping' });
      await socket.next('pong');

      socket.send(JSON.stringify({ type: 'ping', padding: 'x'.repeat(4_000) }));
      expect(await socket.closed).toBe(1009);
    } finally {
      await socket.close();
    }
    // The server is fine: a new socket works.
    const again = await connect(instance);
    again.send({ type: 'ping' });
    await again.next('pong');
    await again.close();
  });

  it("a sign-out closes that session's sockets, not the player's other sessions; a suspension closes them all", async () => {
    const player = await signUpByEmail(instance.ctx);
    // A second session of the same player (another device).
    const device = sessionClient(instance.ctx);
    expect((await device.post('/api/auth/sign-in/email', { email: player.email, password: PASSWORD })).status).toBe(
      200,
    );
    const tabA = await connect(instance, { cookie: player.client.cookies() });
    const tabB = await connect(instance, { cookie: player.client.cookies() });
    const other = await connect(instance, { cookie: device.cookies() });
    const admin = await signUpAs(instance.ctx, 'admin');
    try {
      // Tab A signs out: both tabs of that session are told and closed; the other device is not.
      expect((await player.client.post('/api/auth/sign-out')).status).toBe(200);
      for (const tab of [tabA, tabB]) {
        await tab.next('signed-out');
        expect(await tab.closed).toBe(CLOSE_CODES.sessionEnded);
      }
      await settle();
      expect(other.ws.readyState).toBe(other.ws.OPEN);
      expect(other.frames.some((f) => f.type === 'signed-out')).toBe(false);

      // Suspended by an admin: every socket of the account closes.
      expect((await admin.client.post(`/api/admin/users/${player.id}/suspend`)).status).toBe(200);
      await other.next('signed-out');
      expect(await other.closed).toBe(CLOSE_CODES.sessionEnded);
    } finally {
      await Promise.all([tabA.close(), tabB.close(), other.close()]);
    }
  });

  it('refuses a socket from another origin, or with no origin', async () => {
    await expect(connect(instance, { origin: 'http://evil.example' })).rejects.toThrow('refused: 403');
    await expect(connect(instance, { origin: null })).rejects.toThrow('refused: 403');
    await expect(connect({ ...instance, wsUrl: instance.wsUrl.replace('/ws', '/elsewhere') })).rejects.toThrow(
      'refused: 404',
    );
  });

  it('drops a socket that stops answering pings', async () => {
    const quick = await startInstance(testDb.database, { realtime: { limits: { heartbeatMs: 100 } } });
    try {
      const alive = await connect(quick);
      const dead = await connect(quick, { autoPong: false });
      await dead.closed;
      expect(alive.ws.readyState).toBe(alive.ws.OPEN);
      await alive.close();
    } finally {
      await quick.close();
    }
  });
});

describe('WebSocket /ws with rate limits on', () => {
  let limited: Instance;
  beforeAll(async () => {
    limited = await startInstance(testDb.database, {
      auth: { rateLimit: true },
      realtime: { limits: { maxSocketsPerIp: 2, messagesPerWindow: 5, windowMs: 60_000 } },
    });
  });
  afterAll(() => limited?.close());

  it('caps sockets per address, and frees the slot when one closes', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.7' };
    const first = await connect(limited, { headers: ip });
    const second = await connect(limited, { headers: ip });
    await expect(connect(limited, { headers: ip })).rejects.toThrow('refused: 429');
    // Another address is not affected.
    const other = await connect(limited, { headers: { 'X-Forwarded-For': '203.0.113.8' } });
    await first.close();
    await settle(50);
    const third = await connect(limited, { headers: ip });
    await Promise.all([second.close(), other.close(), third.close()]);
  });

  it('past the message rate a socket gets an error frame, and past twice the rate it is closed', async () => {
    const socket = await connect(limited, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    for (let i = 0; i < 6; i++) socket.send({ type: 'ping' });
    await socket.next('error', (f) => f.data.code === 'rate_limited');
    expect(socket.frames.filter((f) => f.type === 'pong')).toHaveLength(5);
    for (let i = 0; i < 6; i++) socket.send({ type: 'ping' });
    expect(await socket.closed).toBe(4008);
  });
});

describe.runIf(testDriver() === 'postgres')('two instances on one PostgreSQL database (LISTEN/NOTIFY)', () => {
  let db: TestDb;
  let buses: EventBus[] = [];
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    db = await createTestDatabase();
    const url = databaseUrlOf(db.database);
    buses = [await createPostgresBus(url), await createPostgresBus(url)];
    a = await startInstance(db.database, { bus: buses[0] });
    b = await startInstance(db.database, { bus: buses[1] });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const bus of buses) await bus.close();
    await db?.close();
  });

  it('a trade executed on instance A reaches the player socket on instance B, with a fresh book', async () => {
    const company = await createCompany(db.database.db, { currentPriceMinor: 10_000 });
    const dave = await signUpByEmail(a.ctx);
    const eve = await signUpByEmail(a.ctx);
    const daveOnB = await connect(b, { cookie: dave.client.cookies() });
    const eveOnB = await connect(b, { cookie: eve.client.cookies() });
    try {
      daveOnB.send({ type: 'subscribe', companyId: company.id });
      await daveOnB.next('trades', (f) => f.data.companyId === company.id);
      const placed = await placeOrder(dave, { companyId: company.id, side: 'buy', quantity: 2 });
      const fill = await daveOnB.next('fill');
      expect(fill.data.order.id).toBe(placed.order.id);
      await daveOnB.next('trades', (f) => f.data.trades[0]?.id === placed.trade.id);
      await settle();
      expect(eveOnB.frames.some((f) => f.type === 'fill')).toBe(false);
    } finally {
      await Promise.all([daveOnB.close(), eveOnB.close()]);
    }
  });

  it('a sign-out on instance A closes the socket it opened on instance B', async () => {
    const player = await signUpByEmail(a.ctx);
    const onB = await connect(b, { cookie: player.client.cookies() });
    try {
      expect((await player.client.post('/api/auth/sign-out')).status).toBe(200);
      await onB.next('signed-out');
      expect(await onB.closed).toBe(CLOSE_CODES.sessionEnded);
    } finally {
      await onB.close();
    }
  });

  it("the engine leader's tick on A reaches sockets on B", async () => {
    const company = await createCompany(db.database.db, { currentPriceMinor: 10_000 });
    const socketOnB = await connect(b);
    try {
      const engine = createMarketEngine({
        database: db.database,
        trading: a.trading,
        seed: 2,
        tickMs: 5_000,
        onTick: a.onMarketTick,
      });
      await engine.tick();
      await socketOnB.next('prices', (f) => f.data.prices.some((p) => p.companyId === company.id));
    } finally {
      await socketOnB.close();
    }
  });

  it('a burst of events published on A arrives on B complete and in order, in fewer notifications', async () => {
    const seen: string[] = [];
    const off = buses[1]!.subscribe((e) => {
      if (e.type === 'prices' && e.at.startsWith('burst-')) seen.push(e.at);
    });
    // A plain listener counts the NOTIFYs themselves.
    const raw = postgres(databaseUrlOf(db.database), { max: 1, onnotice: () => {} });
    let notifications = 0;
    await raw.listen(BUS_CHANNEL, () => notifications++);
    try {
      const sent = Array.from({ length: 300 }, (_, i) => `burst-${i}`);
      await Promise.all(sent.map((at) => buses[0]!.publish({ type: 'prices', at, prices: [] })));
      await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(sent.length);
      expect(seen).toEqual(sent);
      expect(notifications).toBeLessThan(sent.length / 10);
    } finally {
      off();
      await raw.end();
    }
  });
});

// A company's order book, recent trades and charts are cached for a moment (every viewer of a
// company asks for the same answers), but never hide a fill or a tick: the app forgets a company's
// book and trades when a fill or a closed order of it comes over the bus, and every market read
// when prices move. The other tests turn caching off; this one runs with it on, as production does.
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBookSchema, recentTradesSchema } from '#core/schemas/market-data';
import { candlesSchema } from '#core/schemas/trading';
import { companies, priceCandles } from '../../server/db/schema';
import { buildApp } from '../../server/http/app';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany } from '../support/factories';
import { settle } from '../support/realtime';
import { createTestDatabase, TEST_AUTH, type TestContext } from '../support/test-database';

let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let built: ReturnType<typeof buildApp>;
let ctx: TestContext;
beforeAll(async () => {
  testDb = await createTestDatabase();
  built = buildApp({ database: testDb.database, readCacheTtlMs: 60_000, auth: TEST_AUTH });
  ctx = { database: testDb.database, app: built.app, close: async () => {} };
});
afterAll(async () => {
  await built?.progress.stop();
  await testDb?.close();
});

const get = async (path: string) => {
  const res = await built.app.request(path);
  expect(res.status).toBe(200);
  return res.json();
};
const order = async (user: SignedUpUser, body: Record<string, unknown>) => {
  const res = await user.client.post('/api/orders', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
};
const realTrades = async (companyId: string) =>
  recentTradesSchema.parse(await get(`/api/companies/${companyId}/recent-trades`)).trades.filter((t) => !t.simulated);

describe('cached market reads', () => {
  it('show a fill at once in the recent trades and a closed order at once in the book', async () => {
    const company = await createCompany(testDb.database.db, { currentPriceMinor: 10_000 });
    const player = await signUpByEmail(ctx);
    expect(await realTrades(company.id)).toEqual([]);

    const bought = await order(player, { companyId: company.id, side: 'buy', quantity: 2 });
    await settle(20); // the bus delivers on the next turn of the event loop, well inside the cache's second
    expect((await realTrades(company.id)).map((t) => t.id)).toEqual([bought.trade.id]);

    // A resting limit at the second bid level shows within the cache's second (no event tells of a
    // new resting order); cancelling it is an event, and the book forgets it at once.
    const resting = await order(player, {
      companyId: company.id,
      side: 'buy',
      type: 'limit',
      quantity: 6,
      limitPriceMinor: 9_950,
    });
    const bookNow = async () => orderBookSchema.parse(await get(`/api/companies/${company.id}/order-book`));
    await expect.poll(async () => (await bookNow()).bids[1]!.playerQuantity, { timeout: 3_000 }).toBe(6);
    const cancelled = await player.client.post(`/api/orders/${resting.order.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    await settle(20);
    expect((await bookNow()).bids[1]!.playerQuantity).toBe(0);
  });

  it('serve new prices at once after a tick', async () => {
    const company = await createCompany(testDb.database.db, { currentPriceMinor: 10_000 });
    const chart = async () =>
      candlesSchema.parse(await get(`/api/companies/${company.id}/candles?range=1D`)).candles.length;
    const bookPrice = async () =>
      orderBookSchema.parse(await get(`/api/companies/${company.id}/order-book`)).priceMinor;
    expect(await bookPrice()).toBe(10_000);
    const candlesBefore = await chart();

    // What the engine does on a tick: the new price and its minute's candle, then the prices event.
    const db = testDb.database.db;
    await db.update(companies).set({ currentPriceMinor: 12_000 }).where(eq(companies.id, company.id));
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    await db.insert(priceCandles).values({
      companyId: company.id,
      bucketStart: minute,
      openMinor: 10_000,
      highMinor: 12_000,
      lowMinor: 10_000,
      closeMinor: 12_000,
    });
    // Still the cached answers until the tick is announced.
    expect(await bookPrice()).toBe(10_000);
    await built.bus.publish({ type: 'prices', at: new Date().toISOString(), prices: [] });
    await settle(20);
    expect(await bookPrice()).toBe(12_000);
    expect(await chart()).toBe(candlesBefore + 1);
  });

  it('answer a chart with its ETag, a 304 when unchanged, and compressed once it is a kilobyte', async () => {
    const company = await createCompany(testDb.database.db, { currentPriceMinor: 10_000 });
    const day = 86_400_000;
    const today = Math.floor(Date.now() / day) * day;
    await testDb.database.db.insert(priceCandles).values(
      Array.from({ length: 30 }, (_, i) => ({
        companyId: company.id,
        bucketStart: new Date(today - (i + 1) * day),
        openMinor: 10_000 + i,
        highMinor: 10_100 + i,
        lowMinor: 9_900 + i,
        closeMinor: 10_050 + i,
      })),
    );
    for (const url of [`/api/companies/${company.id}/candles?range=ALL`, '/api/indices/bolts/candles?range=1W']) {
      const plain = await built.app.request(url);
      expect(plain.status).toBe(200);
      const body = candlesSchema.parse(await plain.json());
      const etag = plain.headers.get('ETag');
      expect(etag).toMatch(/^".+"$/);
      expect((await built.app.request(url, { headers: { 'If-None-Match': etag! } })).status).toBe(304);
      if (url.includes(company.id)) {
        expect(body.candles).toHaveLength(30);
        const zipped = await built.app.request(url, { headers: { 'Accept-Encoding': 'gzip' } });
        expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
        expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8'))).toEqual(body);
      }
    }
  });
});

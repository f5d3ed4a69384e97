import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candle } from '#core/market/candles';
import { companies, orders, priceCandles } from '../../server/db/schema';
import { createMarketEngine } from '../../server/market/engine';
import { liveBucket, LIVE_CANDLE_MS } from '../../server/market/live-candle';
import { createMarketRepo } from '../../server/market/market.repo';
import { createMarketDataRepo } from '../../server/modules/market-data';
import { signUpByEmail } from '../support/accounts';
import { addTick } from '../support/candle-oracle';
import { createCompany } from '../support/factories';
import { portfolioOf, tradingServiceOn } from '../support/portfolios';
import { createTestContext, createTestDatabase, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** An engine whose clock moves on by one tick (5 s) each time it is read: prices move with time. */
function engineOn(database: TestContext['database'], seed: number | undefined, at = steppingClock()) {
  const trading = tradingServiceOn(database.db);
  return createMarketEngine({ database, trading, seed, tickMs: 5_000, now: at });
}

function steppingClock(from = Date.parse('2026-11-22T12:00:00Z')) {
  let t = from;
  return () => new Date((t += 5_000));
}

describe('market engine', () => {
  /** One company's prices over 20 ticks, on two fresh databases holding the same company. */
  async function twoRuns(seed: number | undefined): Promise<number[][]> {
    const paths: number[][] = [];
    for (let run = 0; run < 2; run++) {
      const { database, close } = await createTestDatabase();
      try {
        const company = await createCompany(database.db, {
          id: '11111111-1111-4111-8111-111111111111',
          currentPriceMinor: 10_000,
        });
        const engine = engineOn(database, seed);
        const path: number[] = [];
        for (let i = 0; i < 20; i++) {
          const summary = await engine.tick();
          path.push(summary.prices.find((p) => p.companyId === company.id)!.priceMinor);
        }
        paths.push(path);
      } finally {
        await close();
      }
    }
    return paths;
  }

  it('with a fixed seed, two runs on the same data give the same prices', async () => {
    const paths = await twoRuns(99);
    expect(paths[0]).toEqual(paths[1]);
    expect(new Set(paths[0]).size).toBeGreaterThan(1);
  });

  it('without a seed, two engines on the same data take different paths', async () => {
    const paths = await twoRuns(undefined);
    expect(paths[0]).not.toEqual(paths[1]);
  });

  it('writes price, change against the day open, market cap and the live candle', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000, marketCapMinor: 1_000_000 });
    const engine = engineOn(ctx.database, 5);
    await engine.tick();
    await engine.tick();
    const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row!.dayOpenMinor).toBe(10_000);
    expect(row!.changeBasisPoints).toBe(Math.round(((row!.currentPriceMinor - 10_000) * 10_000) / 10_000));
    expect(row!.marketCapMinor).toBe(Math.round((1_000_000 * row!.currentPriceMinor) / 10_000));
    // Two ticks 5 s apart share one candle, on the row until its bucket ends.
    expect(row!.candleOpenMinor).toBe(10_000);
    const candles = await createMarketDataRepo(ctx.database.db).candles(company.id, null);
    expect(candles).toHaveLength(1);
    expect(candles[0]).toMatchObject({ openMinor: 10_000, closeMinor: row!.currentPriceMinor });
  });

  it('fills a resting limit order once the market crosses it, and only then', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const placed = await (
      await user.client.post('/api/orders', {
        companyId: company.id,
        side: 'buy',
        type: 'limit',
        quantity: 5,
        limitPriceMinor: 9_000,
      })
    ).json();
    const engine = engineOn(ctx.database, 11);
    await engine.tick();
    const [stillOpen] = await ctx.database.db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(stillOpen!.status).toBe('open');

    // The market falls far below the limit (as after bad news): the next tick fills it.
    await ctx.database.db.update(companies).set({ currentPriceMinor: 8_000 }).where(eq(companies.id, company.id));
    const summary = await engine.tick();
    expect(summary.filled).toBeGreaterThanOrEqual(1);
    const [filled] = await ctx.database.db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(filled!.status).toBe('filled');
    expect(filled!.fillPriceMinor).toBeLessThanOrEqual(9_000);
    expect((await portfolioOf(ctx.database.db, user.id)).reservedMinor).toBe(0);
  });

  it('expires a day order at the end of its day, releasing its cash', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const placed = await (
      await user.client.post('/api/orders', {
        companyId: company.id,
        side: 'buy',
        type: 'limit',
        quantity: 5,
        limitPriceMinor: 5_000,
        timeInForce: 'day',
      })
    ).json();
    const tomorrow = new Date(Date.now() + 2 * 24 * 3_600_000);
    const summary = await engineOn(ctx.database, 3, () => tomorrow).tick();
    expect(summary.expired).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(row!.status).toBe('expired');
    expect((await portfolioOf(ctx.database.db, user.id)).reservedMinor).toBe(0);
  });

  it('folds each tick into its 5-minute candle: opens at the price before, extremes, last close, summed volume', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 100 });
    const repo = createMarketRepo(ctx.database.db);
    const charts = createMarketDataRepo(ctx.database.db);
    const t0 = Date.parse('2026-11-22T12:04:40Z');
    const expected: Candle[] = [];
    let previous = 100;
    let lastBucket: number | null = null;
    for (const [dt, price, traded] of [
      [0, 100, 1],
      [5_000, 105, 2],
      [10_000, 98, 0],
      [15_000, 101, 3],
      [20_000, 99, 4], // the next bucket
      [25_000, 97, 1],
    ] as const) {
      const at = t0 + dt;
      const bucket = liveBucket(at);
      const update = { id: company.id, previousMinor: previous, priceMinor: price, dayOpenMinor: 100 };
      const { written } = await repo.writeTick(
        [{ ...update, changeBp: 0, volume: 0, marketCapMinor: null, tradedSinceLastTick: traded }],
        { bucket, fairGrowth: 1, flush: bucket.getTime() !== lastBucket },
      );
      lastBucket = bucket.getTime();
      expect([...written]).toEqual([company.id]);
      const last = expected.at(-1);
      const next = addTick(last ?? null, at, previous, price, traded, LIVE_CANDLE_MS);
      previous = price;
      if (last?.start === next.start) expected[expected.length - 1] = next;
      else expected.push(next);
      // Read back as the charts read them, after every tick: the live candle closes at the price.
      expect(await charts.candles(company.id, null)).toEqual(expected);
    }
    expect(expected[0]).toMatchObject({ openMinor: 100, highMinor: 105, lowMinor: 98, closeMinor: 101, volume: 6 });
    expect(expected[1]).toMatchObject({ openMinor: 101, highMinor: 101, lowMinor: 97, closeMinor: 97 });
    expect(expected).toHaveLength(2);
    // The finished candle is stored; the live one is on the company's row until its bucket ends.
    const stored = await ctx.database.db.select().from(priceCandles).where(eq(priceCandles.companyId, company.id));
    expect(stored.map((c) => c.bucketStart.getTime())).toEqual([expected[0]!.start]);
  });

  it('retention folds old finer candles into hourly ones without losing open, high, low, close or volume', async () => {
    const company = await createCompany(ctx.database.db);
    const at = (h: number, m: number) => new Date(Date.UTC(2026, 0, 10, h, m));
    const minute = (h: number, m: number, o: number, hi: number, lo: number, c: number, v: number) => ({
      companyId: company.id,
      bucketStart: at(h, m),
      openMinor: o,
      highMinor: hi,
      lowMinor: lo,
      closeMinor: c,
      volume: v,
    });
    await ctx.database.db
      .insert(priceCandles)
      .values([
        minute(9, 0, 100, 110, 95, 105, 1),
        minute(9, 7, 105, 130, 100, 120, 2),
        minute(9, 59, 120, 121, 90, 91, 3),
        minute(10, 30, 91, 92, 91, 92, 4),
      ]);
    const window = { unit: 'hour' as const, from: at(9, 0), to: at(10, 0) };
    const repo = createMarketRepo(ctx.database.db);
    await repo.compactCandles(window);
    await repo.compactCandles(window); // again: nothing changes
    const rows = await ctx.database.db
      .select()
      .from(priceCandles)
      .where(eq(priceCandles.companyId, company.id))
      .orderBy(asc(priceCandles.bucketStart));
    expect(
      rows.map((r) => [r.bucketStart.toISOString(), r.openMinor, r.highMinor, r.lowMinor, r.closeMinor, r.volume]),
    ).toEqual([
      [at(9, 0).toISOString(), 100, 130, 90, 91, 6],
      // Outside the window: untouched.
      [at(10, 30).toISOString(), 91, 92, 91, 92, 4],
    ]);
  });
});

// The Bolts Index and the sector indices (docs/rules.md#bolts-index) on the real engine and
// database: built from the companies' history on the first tick, chained by market cap every
// tick, stored as candles, served publicly, and set against a portfolio's gain.
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { BOLTS_INDEX_ID, INDEX_BASE_LEVEL } from '#core/market/bolts-index';
import { companies, indexCandles, marketIndices, priceCandles } from '../../server/db/schema';
import { createMarketEngine } from '../../server/market/engine';
import { signUpByEmail } from '../support/accounts';
import { createCompany } from '../support/factories';
import { createTestContext } from '../support/test-database';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

function engine(from = Date.now()) {
  let clock = from;
  return createMarketEngine({
    database: ctx.database,
    trading: ctx.built.engineTrading,
    seed: 77,
    tickMs: 5_000,
    now: () => new Date((clock += 5_000)),
  });
}

const capsOf = async (ids: string[]) =>
  new Map(
    (
      await ctx.database.db
        .select({ id: companies.id, cap: companies.marketCapMinor })
        .from(companies)
        .where(inArray(companies.id, ids))
    ).map((r) => [r.id, r.cap!]),
  );
const sum = (m: Map<string, number>) => [...m.values()].reduce((s, v) => s + v, 0);

describe('Bolts Index', () => {
  it('moves with the total market cap each tick, the whole market and each sector', async () => {
    const tech = await createCompany(ctx.database.db, { category: 'technology', marketCapMinor: 9_000_000_000 });
    const shop = await createCompany(ctx.database.db, { category: 'retail', marketCapMinor: 1_000_000_000 });
    const ids = [tech.id, shop.id];
    const market = engine();
    await market.tick();
    const start = await ctx.database.db.select().from(marketIndices);
    const before = await capsOf(ids);
    const levelBefore = start.find((r) => r.id === BOLTS_INDEX_ID)?.level ?? INDEX_BASE_LEVEL;
    const summary = await market.tick();
    const after = await capsOf(ids);

    const bolts = summary.indices.find((i) => i.id === BOLTS_INDEX_ID)!;
    expect(bolts.levelCenti).toBe(Math.round(levelBefore * (sum(after) / sum(before)) * 100));
    const techIndex = summary.indices.find((i) => i.id === 'technology')!;
    expect(
      techIndex.levelCenti / 100 / (start.find((r) => r.id === 'technology')?.level ?? INDEX_BASE_LEVEL),
    ).toBeCloseTo(after.get(tech.id)! / before.get(tech.id)!, 3);
    expect(summary.indices.map((i) => i.id)).toEqual([BOLTS_INDEX_ID, 'technology', 'retail']);

    // Served as players read it, the Bolts Index first, with a chart.
    const visitor = await ctx.app.request('/api/indices');
    expect(visitor.status).toBe(200);
    const { indices } = await visitor.json();
    expect(indices[0]).toMatchObject({ id: BOLTS_INDEX_ID, levelCenti: bolts.levelCenti });
    const chart = await (await ctx.app.request('/api/indices/bolts/candles?range=1D')).json();
    expect(chart.candles.length).toBeGreaterThan(0);
    expect(chart.candles.at(-1).closeMinor).toBe(bolts.levelCenti);
    expect((await ctx.app.request('/api/indices/space/candles')).status).toBe(400);
  });

  it('on a database with price history, builds the index history first, 1,000 at the start', async () => {
    const a = await createCompany(ctx.database.db, {
      category: 'finance',
      currentPriceMinor: 200,
      marketCapMinor: 2_000,
    });
    const b = await createCompany(ctx.database.db, {
      category: 'energy',
      currentPriceMinor: 100,
      marketCapMinor: 3_000,
    });
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    const candle = (companyId: string, d: number, price: number) => ({
      companyId,
      bucketStart: day(d),
      openMinor: price,
      highMinor: price,
      lowMinor: price,
      closeMinor: price,
    });
    // 10 shares of a, 30 of b: caps 1,000+1,500 -> 2,000+3,000 -> 2,000+6,000.
    await ctx.database.db
      .insert(priceCandles)
      .values([candle(a.id, 1, 100), candle(b.id, 1, 50), candle(a.id, 2, 200), candle(b.id, 2, 100)]);
    await ctx.database.db.insert(priceCandles).values([candle(a.id, 3, 200), candle(b.id, 3, 200)]);
    await engine(Date.UTC(2026, 0, 3, 12)).tick();

    const history = await ctx.database.db
      .select()
      .from(indexCandles)
      .where(eq(indexCandles.indexId, BOLTS_INDEX_ID))
      .orderBy(asc(indexCandles.bucketStart));
    expect(history.slice(0, 3).map((c) => c.closeCenti)).toEqual([100_000, 200_000, 320_000]);
    expect(history[1]!.openCenti).toBe(100_000);
    const energy = await ctx.database.db.select().from(indexCandles).where(eq(indexCandles.indexId, 'energy'));
    expect(energy.map((c) => c.closeCenti).slice(0, 3)).toEqual([100_000, 200_000, 400_000]);
  });

  it("sets a player's gain against the Bolts Index over the portfolio's own period", async () => {
    await createCompany(ctx.database.db);
    // The market has been running a while when the player joins (candles from before it).
    const market = engine(Date.now() - 120_000);
    for (let i = 0; i < 3; i++) await market.tick();
    const player = await signUpByEmail(ctx);
    for (let i = 0; i < 3; i++) await market.tick();
    const res = await player.client.get('/api/portfolio');
    expect(res.status).toBe(200);
    const { vsIndex, gainBp } = await res.json();
    expect(vsIndex.gainBp).toBe(gainBp);
    expect(typeof vsIndex.indexReturnBp).toBe('number');
    expect(Date.parse(vsIndex.since)).toBeGreaterThan(Date.now() - 60_000);
  });
});

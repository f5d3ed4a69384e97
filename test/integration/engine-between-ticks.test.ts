// Between two ticks others write companies: news is priced in, an admin sets a price, a company
// lists or leaves. The engine reads only those rows again (market.repo changedCompanies) and the
// live candle (server/market/live-candle) carries a news gap across a bucket's end.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../server/db/client';
import { companies, priceCandles } from '../../server/db/schema';
import { createMarketEngine } from '../../server/market/engine';
import { priceInNews } from '../../server/market/news-gap';
import { createMarketDataRepo } from '../../server/modules/market-data';
import { createCompany } from '../support/factories';
import { tradingServiceOn } from '../support/portfolios';
import { createTestDatabase } from '../support/test-database';

// Each test its own database: the engine ticks every company there is.
let opened: Awaited<ReturnType<typeof createTestDatabase>>[] = [];
beforeAll(() => {
  opened = [];
});
afterAll(async () => {
  for (const o of opened) await o.close();
});

async function market(startAt: string) {
  const o = await createTestDatabase();
  opened.push(o);
  const { database } = o;
  let clock = Date.parse(startAt);
  const engine = createMarketEngine({
    database,
    trading: tradingServiceOn(database.db),
    seed: 7,
    tickMs: 5_000,
    now: () => new Date(clock),
  });
  return {
    db: database.db,
    /** One tick 5 s after the last. */
    tick: () => {
      clock += 5_000;
      return engine.tick();
    },
    at: (offsetMs: number) => new Date(clock + offsetMs),
  };
}

const near = (value: number | undefined, target: number, tolerance: number) =>
  value !== undefined && Math.abs(value / target - 1) < tolerance;
// One tick's random step is about 0.16% at one standard deviation (core/market/price-step.ts), and
// each company's draws depend on its random id: 1% is six of them, and still far from any price
// the company had before.
const ONE_TICK = 0.01;

describe('the engine between its ticks', () => {
  it('starts from news priced in, an admin price, a new listing, and drops a delisted company', async () => {
    const m = await market('2026-11-22T12:00:00Z');
    const newsy = await createCompany(m.db, { currentPriceMinor: 10_000 });
    const edited = await createCompany(m.db, { currentPriceMinor: 10_000 });
    const leaving = await createCompany(m.db, { currentPriceMinor: 10_000 });
    await m.tick();
    const before = await m.tick();
    expect(before.prices.map((p) => p.companyId).sort()).toEqual([newsy.id, edited.id, leaving.id].sort());
    const priceBefore = before.prices.find((p) => p.companyId === newsy.id)!.priceMinor;

    await inTransaction(m.db, (tx) => priceInNews(tx, newsy.id, 10, m.at(1_000)));
    const [gapped] = await m.db.select().from(companies).where(eq(companies.id, newsy.id));
    // As an admin's edit does: the fair value moves with the price.
    await m.db
      .update(companies)
      .set({ currentPriceMinor: 50_000, fairValue: 50_000 })
      .where(eq(companies.id, edited.id));
    const joining = await createCompany(m.db, { currentPriceMinor: 7_000 });
    await m.db.update(companies).set({ isListed: false }).where(eq(companies.id, leaving.id));

    const after = await m.tick();
    const price = (id: string) => after.prices.find((p) => p.companyId === id)?.priceMinor;
    // A 5-second step is a fraction of a percent; the news gap (impact 10) is about 2%.
    expect(gapped!.currentPriceMinor / priceBefore).toBeGreaterThan(1.015);
    expect(near(price(newsy.id), gapped!.currentPriceMinor, ONE_TICK), `${price(newsy.id)}`).toBe(true);
    expect(near(price(edited.id), 50_000, ONE_TICK), `${price(edited.id)}`).toBe(true);
    expect(near(price(joining.id), 7_000, ONE_TICK), `${price(joining.id)}`).toBe(true);
    expect(price(leaving.id)).toBeUndefined();

    // What was published is what was written, and a later tick goes on from it.
    const ids = [newsy.id, edited.id, joining.id];
    const rows = await m.db.select().from(companies).where(inArray(companies.id, ids));
    for (const row of rows) expect(row.currentPriceMinor).toBe(price(row.id));
    const next = await m.tick();
    expect(next.prices.map((p) => p.companyId).sort()).toEqual([...ids].sort());
    const [left] = await m.db.select().from(companies).where(eq(companies.id, leaving.id));
    expect(left!.currentPriceMinor).toBe(before.prices.find((p) => p.companyId === leaving.id)!.priceMinor);
  });

  it('closes the live candle at the price before news that lands in the next bucket, and opens the next there', async () => {
    // Ticks at 12:04:45, :50, :55 (the 12:00 bucket); the news at 12:05:00 opens the 12:05 one.
    const m = await market('2026-11-22T12:04:40Z');
    const company = await createCompany(m.db, { currentPriceMinor: 10_000 });
    for (let i = 0; i < 3; i++) await m.tick();
    const [beforeNews] = await m.db.select().from(companies).where(eq(companies.id, company.id));
    await inTransaction(m.db, (tx) => priceInNews(tx, company.id, 10, m.at(5_000)));
    const [afterNews] = await m.db.select().from(companies).where(eq(companies.id, company.id));

    const stored = await m.db.select().from(priceCandles).where(eq(priceCandles.companyId, company.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ bucketStart: new Date('2026-11-22T12:00:00Z'), openMinor: 10_000 });
    expect(stored[0]!.closeMinor).toBe(beforeNews!.currentPriceMinor);

    await m.tick(); // 12:05:00, in the news's bucket: nothing more to store, the gap stays in the candle
    const chart = await createMarketDataRepo(m.db).candles(company.id, null);
    expect(chart).toHaveLength(2);
    expect(chart[1]).toMatchObject({
      start: Date.parse('2026-11-22T12:05:00Z'),
      openMinor: beforeNews!.currentPriceMinor,
    });
    expect(chart[1]!.highMinor).toBeGreaterThanOrEqual(afterNews!.currentPriceMinor);
    const [now] = await m.db.select().from(companies).where(eq(companies.id, company.id));
    expect(chart[1]!.closeMinor).toBe(now!.currentPriceMinor);
  });
});

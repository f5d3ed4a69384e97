// The 1D chart is today since 00:00 UTC, the day a company's change is measured in: with candles
// written as the engine writes them (a minute's candle opens at the price before its tick), the
// chart's first open is the day's open, so the chart's change is the header's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '#core/market/candles';
import { changeBasisPoints } from '#core/market/price-step';
import { candlesSchema } from '#core/schemas/trading';
import { companies, priceCandles } from '../../server/db/schema';
import { createCandlesService, createMarketDataRepo } from '../../server/modules/market-data';
import { createCompany } from '../support/factories';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/**
 * One tick a minute from `startMinor`, each at [time, price]: the candle opens at the price before
 * it, high and low take in both (candles join up). Answers the last price.
 */
async function tickAt(companyId: string, startMinor: number, ticks: [number, number][]): Promise<number> {
  let before = startMinor;
  for (const [at, price] of ticks) {
    await ctx.database.db.insert(priceCandles).values({
      companyId,
      bucketStart: new Date(Math.floor(at / MINUTE_MS) * MINUTE_MS),
      openMinor: before,
      highMinor: Math.max(before, price),
      lowMinor: Math.min(before, price),
      closeMinor: price,
    });
    before = price;
  }
  return before;
}

describe('the 1D chart', () => {
  it('starts at 00:00 UTC and opens at the day open, so its change is the company change', async () => {
    const midnight = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    // Yesterday's last minutes end at 10_100: the price at midnight, today's open.
    await tickAt(company.id, 10_000, [
      [midnight - 2 * MINUTE_MS, 10_300],
      [midnight - MINUTE_MS, 10_100],
    ]);
    const last = await tickAt(company.id, 10_100, [
      [midnight, 10_250],
      [midnight + 3 * MINUTE_MS, 9_980],
      [midnight + 6 * MINUTE_MS, 10_160],
    ]);
    await ctx.database.db
      .update(companies)
      .set({ currentPriceMinor: last, dayOpenMinor: 10_100, changeBasisPoints: changeBasisPoints(last, 10_100) })
      .where(eq(companies.id, company.id));

    const chart = async (range: string) =>
      candlesSchema.parse(await (await ctx.app.request(`/api/companies/${company.id}/candles?range=${range}`)).json())
        .candles;
    const day = await chart('1D');
    // 00:00 and 00:03 in the 00:00 candle, 00:06 in the 00:05 one; yesterday is not today.
    expect(day).toEqual([
      { time: midnight, openMinor: 10_100, highMinor: 10_250, lowMinor: 9_980, closeMinor: 9_980, volume: 0 },
      {
        time: midnight + 5 * MINUTE_MS,
        openMinor: 9_980,
        highMinor: 10_160,
        lowMinor: 9_980,
        closeMinor: 10_160,
        volume: 0,
      },
    ]);
    const detail = (await (await ctx.app.request(`/api/companies/${company.id}`)).json()) as {
      priceMinor: number;
      changeBp: number;
    };
    // (10_160 - 10_100) / 10_100 = 59.4 basis points: +0.59% in the header and on the chart
    expect(detail.changeBp).toBe(59);
    expect(changeBasisPoints(day.at(-1)!.closeMinor, day[0]!.openMinor)).toBe(detail.changeBp);
    expect(day.at(-1)!.closeMinor).toBe(detail.priceMinor);
    // The week still reaches back past midnight.
    expect((await chart('1W'))[0]!.time).toBeLessThan(midnight);
  });

  it('begins afresh at midnight, even with yesterday cached', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 5_000 });
    const midnight = Date.UTC(2026, 0, 15);
    await tickAt(company.id, 5_000, [
      [midnight - MINUTE_MS, 5_050],
      [midnight + MINUTE_MS, 5_020],
    ]);
    let now = midnight - 30_000;
    const charts = createCandlesService(createMarketDataRepo(ctx.database.db), {
      cacheTtlMs: 60 * MINUTE_MS,
      now: () => now,
    });
    const before = await charts.candles(company.id, '1D');
    expect(before.map((c) => c.time)).toEqual([midnight - 5 * MINUTE_MS, midnight]);
    now = midnight + 2 * MINUTE_MS;
    expect(await charts.candles(company.id, '1D')).toEqual([
      { time: midnight, openMinor: 5_050, highMinor: 5_050, lowMinor: 5_020, closeMinor: 5_020, volume: 0 },
    ]);
  });
});

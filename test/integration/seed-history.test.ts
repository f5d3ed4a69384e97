// A new install's charts are full: the seed writes a year of candles per company, ending at its
// price, and today's change is measured from the history's price at midnight.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '#core/market/candles';
import { changeBasisPoints } from '#core/market/price-step';
import type { Database } from '../../server/db/client';
import { companies } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed/seed';
import { createCandlesService, createMarketDataRepo } from '../../server/modules/market-data';
import { createTestDatabase } from '../support/test-database';

let database: Database;
let close: () => Promise<void>;
// Mid-afternoon UTC, so the day has hours of minutes, and fixed, so no midnight passes mid-test.
const now = new Date(Date.UTC(2026, 10, 26, 15, 42, 17));

beforeAll(async () => {
  ({ database, close } = await createTestDatabase());
  await seedIfEmpty(database.db, { admin: { email: 'admin@seed.example', password: 'a-test-password' }, now });
});
afterAll(() => close());

const charts = () => createCandlesService(createMarketDataRepo(database.db), { now: () => now.getTime() });
const listed = () =>
  database.db
    .select({
      id: companies.id,
      symbol: companies.symbol,
      priceMinor: companies.currentPriceMinor,
      dayOpenMinor: companies.dayOpenMinor,
      changeBp: companies.changeBasisPoints,
      fairValue: companies.fairValue,
    })
    .from(companies)
    .orderBy(companies.symbol);

describe('seeded price history', () => {
  it('gives every company a 1D chart from the day open to the price, and the change between them', async () => {
    const service = charts();
    for (const c of await listed()) {
      const day = await service.candles(c.id, '1D');
      expect(day[0]!.time, c.symbol).toBe(Date.UTC(2026, 10, 26));
      expect(day[0]!.openMinor, c.symbol).toBe(c.dayOpenMinor);
      expect(day.at(-1)!.closeMinor, c.symbol).toBe(c.priceMinor);
      expect(c.changeBp, c.symbol).toBe(changeBasisPoints(c.priceMinor, c.dayOpenMinor!));
      // The engine's walk starts from the price's fair value: the history ends on it.
      expect(c.fairValue, c.symbol).toBe(c.priceMinor);
    }
  });

  it('fills 1W, 1M and All: a full week of hours, a month of 4-hour candles, over 200 days, none flat', async () => {
    const service = charts();
    // Every sixth company: each chart reads thousands of candles.
    for (const c of (await listed()).filter((_, i) => i % 6 === 0)) {
      const week = await service.candles(c.id, '1W');
      const month = await service.candles(c.id, '1M');
      const all = await service.candles(c.id, 'ALL');
      expect(week[0]!.time - (now.getTime() - 7 * DAY_MS), c.symbol).toBeLessThan(HOUR_MS);
      expect(week.length, c.symbol).toBeGreaterThanOrEqual(7 * 24 - 1);
      expect(month[0]!.time - (now.getTime() - 30 * DAY_MS), c.symbol).toBeLessThan(4 * HOUR_MS);
      expect(month.length, c.symbol).toBeGreaterThanOrEqual(30 * 6 - 1);
      expect(all.length, c.symbol).toBeGreaterThan(200);
      for (const chart of [week, month, all]) {
        expect(chart.at(-1)!.closeMinor, c.symbol).toBe(c.priceMinor);
        expect(new Set(chart.map((p) => p.closeMinor)).size, c.symbol).toBeGreaterThan(chart.length / 4);
        // Each candle opens where the one before closed.
        expect(
          chart.slice(1).every((p, i) => p.openMinor === chart[i]!.closeMinor),
          c.symbol,
        ).toBe(true);
      }
    }
  });
});

// The market as a whole, over a month of market time, from the seeded listing prices with the
// newsroom's news at its default pace: it drifts as docs/rules.md#how-prices-move says, with a
// spread between companies and no systematic fall.
import { describe, expect, it } from 'vitest';
import { ANNUAL_DRIFT } from '#core/market/price-step';
import { median, simulateMarket } from '#core/market/simulate';
import { seededRandom } from '#core/market/random';
import { PRICE_FLOOR_MINOR } from '#core/trading';
import { seedCompanies } from '../db/seed/seed-companies';

const DAY_S = 24 * 60 * 60;
const MONTH_DAYS = 30;
/** The newsroom's default interval (BOLTS_NEWSROOM_MS). */
const NEWS_EVERY_S = 180;

function simulatedMonth(seed: number) {
  const outcomes = simulateMarket({
    companies: seedCompanies.map((c) => ({
      id: c.symbol,
      category: c.category,
      priceMinor: Math.round(c.price * 100),
    })),
    seconds: MONTH_DAYS * DAY_S,
    stepSeconds: 60,
    newsEverySeconds: NEWS_EVERY_S,
    random: seededRandom(seed),
  });
  const returns = outcomes.map((o) => o.endMinor / o.startMinor - 1);
  return { outcomes, returns };
}

describe('a simulated month of the market', () => {
  const drift = (1 + ANNUAL_DRIFT) ** (MONTH_DAYS / 365.25) - 1;
  const { outcomes, returns } = simulatedMonth(20_261_126);

  it('gives the median company the documented drift, within a few percent', () => {
    expect(Math.abs(median(returns) - drift)).toBeLessThan(0.05);
  });

  it('has companies going both ways: between 30% and 70% of them end the month down', () => {
    const down = returns.filter((r) => r < 0).length / returns.length;
    expect(down).toBeGreaterThanOrEqual(0.3);
    expect(down).toBeLessThanOrEqual(0.7);
  });

  it('spreads companies apart as real markets do', () => {
    const sorted = [...returns].sort((a, b) => a - b);
    const q = (p: number) => sorted[Math.floor(p * (sorted.length - 1))]!;
    expect(q(0.75) - q(0.25)).toBeGreaterThan(0.03);
  });

  it('keeps every price inside its band around fair value, seldom at its edge, and off the floor', () => {
    const steps = (MONTH_DAYS * DAY_S) / 60;
    for (const o of outcomes) {
      expect(o.outsideBand, o.id).toBe(0);
      expect(o.onBandEdge / steps, o.id).toBeLessThan(0.001);
      expect(o.lowestMinor, o.id).toBeGreaterThan(PRICE_FLOOR_MINOR);
      expect(o.newsItems, o.id).toBeGreaterThan(0);
    }
  });

  it('leaves a quiet company (no news) within its band around the drifting fair value', () => {
    const [quiet] = simulateMarket({
      companies: [{ id: 'quiet', category: 'technology', priceMinor: 10_000 }],
      seconds: MONTH_DAYS * DAY_S,
      stepSeconds: 60,
      newsEverySeconds: 0,
      random: seededRandom(5),
    });
    const fair = 10_000 * (1 + drift);
    expect(quiet!.endMinor / fair).toBeGreaterThan(1 / 1.25);
    expect(quiet!.endMinor / fair).toBeLessThan(1.25);
    expect(quiet!.outsideBand).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS, type Candle } from './candles';
import { DAY_CANDLE_MS as FIVE_MINUTES } from '../schemas/trading';
import { historyBounds, priceHistory, type HistoryInput, type HistoryNews } from './history';
import { DRIFT_PER_SECOND, fairBand, newsGapFactor } from './price-step';
import { seededRandom } from './random';

const MIDNIGHT = Date.UTC(2026, 10, 26);
// 14:07:23.456 UTC: not on any candle boundary.
const AFTERNOON = MIDNIGHT + 14 * HOUR_MS + 7 * MINUTE_MS + 23_456;

const history = (overrides: Partial<HistoryInput> = {}) =>
  priceHistory({
    priceMinor: 12_345,
    category: 'technology',
    news: [],
    now: AFTERNOON,
    dailyVolume: 1_000_000,
    random: seededRandom(1),
    ...overrides,
  });

/** Fair value at `at` as the walk back computes it: the drift and every later item's gap taken off. */
const fairAt = (priceMinor: number, now: number, news: readonly HistoryNews[], at: number) =>
  news
    .filter((n) => n.at >= at && n.at < now)
    .reduce(
      (fair, n) => fair / newsGapFactor(n.impactScore),
      priceMinor / Math.exp((DRIFT_PER_SECOND * (now - at)) / 1000),
    );

const sizes = (candles: readonly Candle[]) => candles.slice(1).map((c, i) => c.start - candles[i]!.start);

describe('seeded price history', () => {
  it('ends exactly at the current price, at now', () => {
    for (const priceMinor of [500, 12_345, 90_000]) {
      const { candles } = history({ priceMinor });
      expect(candles.at(-1)!.closeMinor).toBe(priceMinor);
      expect(candles.at(-1)!.start).toBe(MIDNIGHT + 14 * HOUR_MS + 5 * MINUTE_MS);
    }
  });

  it('is continuous: each candle opens at the previous close, its high and low cover both', () => {
    const { candles } = history();
    for (let i = 1; i < candles.length; i++) expect(candles[i]!.openMinor).toBe(candles[i - 1]!.closeMinor);
    for (const c of candles) {
      expect(c.highMinor).toBeGreaterThanOrEqual(Math.max(c.openMinor, c.closeMinor));
      expect(c.lowMinor).toBeLessThanOrEqual(Math.min(c.openMinor, c.closeMinor));
      expect(Number.isInteger(c.volume) && c.volume >= 0).toBe(true);
    }
  });

  it('days for a year, 4-hour candles to a month, hours for the week, 5 minutes for the last day, adjoining', () => {
    // On a minute boundary, just after midnight and in the afternoon.
    for (const now of [MIDNIGHT, MIDNIGHT + 30_000, AFTERNOON]) {
      const { candles } = history({ now });
      const [daysFrom, fourHoursFrom, hoursFrom, minutesFrom] = historyBounds(now) as [number, number, number, number];
      expect(minutesFrom % HOUR_MS).toBe(0);
      expect(hoursFrom % (4 * HOUR_MS)).toBe(0);
      expect(fourHoursFrom % DAY_MS).toBe(0);
      expect(minutesFrom).toBeLessThanOrEqual(Math.min(now - DAY_MS, Math.floor(now / DAY_MS) * DAY_MS));
      expect(minutesFrom - hoursFrom).toBeGreaterThanOrEqual(7 * DAY_MS);
      expect(minutesFrom - fourHoursFrom).toBeGreaterThanOrEqual(30 * DAY_MS);
      expect(fourHoursFrom - daysFrom).toBe(365 * DAY_MS);

      const between = (from: number, to: number) => candles.filter((c) => c.start >= from && c.start < to);
      const ranges = [
        { candles: between(daysFrom, fourHoursFrom), sizeMs: DAY_MS, from: daysFrom, to: fourHoursFrom },
        { candles: between(fourHoursFrom, hoursFrom), sizeMs: 4 * HOUR_MS, from: fourHoursFrom, to: hoursFrom },
        { candles: between(hoursFrom, minutesFrom), sizeMs: HOUR_MS, from: hoursFrom, to: minutesFrom },
        { candles: between(minutesFrom, Infinity), sizeMs: FIVE_MINUTES, from: minutesFrom, to: null },
      ];
      expect(ranges.reduce((n, r) => n + r.candles.length, 0)).toBe(candles.length);
      expect(candles[0]!.start).toBe(daysFrom);
      for (const r of ranges) {
        expect(r.candles[0]!.start).toBe(r.from);
        expect(sizes(r.candles).every((s) => s === r.sizeMs)).toBe(true);
        if (r.to !== null) expect(r.candles.at(-1)!.start + r.sizeMs).toBe(r.to);
      }
      // The last candle is the one now falls in (at exactly a boundary, the one just ended).
      expect(candles.at(-1)!.start).toBe(Math.ceil(now / FIVE_MINUTES) * FIVE_MINUTES - FIVE_MINUTES);
    }
  });

  it("gives as the day's open the open of the first candle at or after midnight", () => {
    for (const now of [MIDNIGHT + 30_000, AFTERNOON]) {
      const { candles, dayOpenMinor } = history({ now });
      expect(candles.find((c) => c.start >= MIDNIGHT)!.start).toBe(MIDNIGHT);
      expect(dayOpenMinor).toBe(candles.find((c) => c.start >= MIDNIGHT)!.openMinor);
    }
  });

  it('stays in the fair band around the fair value computed back from the price, the drift and the news', () => {
    const news = [
      { at: AFTERNOON - 3 * HOUR_MS, impactScore: 8.5 },
      { at: AFTERNOON - 50 * HOUR_MS, impactScore: -9.25 },
      { at: AFTERNOON - 200 * DAY_MS, impactScore: 10 },
    ];
    for (const seed of [1, 2, 3]) {
      const { candles } = history({ news, random: seededRandom(seed), category: 'energy' });
      const ends = [...candles.slice(1).map((c) => c.start), AFTERNOON];
      const outside = candles.filter((c, i) => {
        // One minor unit of slack: the test multiplies the factors in another order.
        const within = (priceMinor: number, at: number) => {
          const { lowMinor, highMinor } = fairBand(fairAt(12_345, AFTERNOON, news, at));
          return priceMinor >= lowMinor - 1 && priceMinor <= highMinor + 1;
        };
        return !within(c.openMinor, c.start) || !within(c.closeMinor, ends[i]!);
      });
      expect(outside).toEqual([]);
      // Centred on it: without the drift taken off, the year of days would sit some 5% above it on average.
      const gaps = candles.slice(0, 365).map((c) => Math.log(c.openMinor / fairAt(12_345, AFTERNOON, news, c.start)));
      expect(Math.abs(gaps.reduce((s, g) => s + g, 0) / gaps.length)).toBeLessThan(0.015);
    }
  });

  it('shows a positive news item as an up-gap in the candle it was published in', () => {
    // Impact 10: price and fair value up exp(10 x 0.002) = 2.02%, against five minutes' noise of
    // about 0.5% once the news has raised it.
    const at = AFTERNOON - 2 * HOUR_MS - 30_000;
    const moves: number[] = [];
    for (let seed = 1; seed <= 20; seed++) {
      const { candles } = history({ news: [{ at, impactScore: 10 }], random: seededRandom(seed), category: 'finance' });
      const candle = candles.find((c) => c.start === Math.floor(at / FIVE_MINUTES) * FIVE_MINUTES)!;
      expect(candle.closeMinor / candle.openMinor, `seed ${seed}`).toBeGreaterThan(1.005);
      expect(candle.highMinor / candle.lowMinor, `seed ${seed}`).toBeGreaterThan(1.015);
      moves.push(Math.log(candle.closeMinor / candle.openMinor));
    }
    expect(Math.exp(moves.reduce((s, m) => s + m, 0) / moves.length)).toBeGreaterThan(1.015);
  });

  it('is reproducible from its seed, and moves: the past is not a flat line', () => {
    expect(history({ random: seededRandom(9) })).toEqual(history({ random: seededRandom(9) }));
    const { candles } = history();
    const week = candles.filter((c) => c.start >= AFTERNOON - 7 * DAY_MS);
    expect(Math.max(...week.map((c) => c.highMinor))).toBeGreaterThan(Math.min(...week.map((c) => c.lowMinor)) * 1.02);
  });

  it('spreads the daily volume over the candles', () => {
    const { candles } = history({ dailyVolume: 1_440_000 });
    const days = candles.slice(0, 365);
    const mean = days.reduce((s, c) => s + c.volume, 0) / days.length;
    expect(mean).toBeGreaterThan(1_440_000 * 0.9);
    expect(mean).toBeLessThan(1_440_000 * 1.1);
    expect(new Set(days.map((c) => c.volume)).size).toBeGreaterThan(300);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRICE_FLOOR_MINOR } from '../trading';
import { compactionWindows, DAY_MS, HOUR_MS, MINUTE_MS, rollUp, type Candle } from './candles';
import {
  applyNewsGap,
  changeBasisPoints,
  DRIFT_PER_SECOND,
  fairBand,
  priceStep,
  type PriceState,
  type StepInput,
} from './price-step';
import { secureRandom, seededRandom, seedFrom } from './random';

const quiet: StepInput = { category: 'technology', dtSeconds: 5, secondsSinceNews: null };

const walk = (
  seed: number,
  ticks: number,
  input: StepInput = quiet,
  start: PriceState = { priceMinor: 10_000, fairValue: 10_000 },
) => {
  const random = seededRandom(seed);
  let state = start;
  const path: number[] = [];
  for (let i = 0; i < ticks; i++) {
    state = priceStep(state, input, random);
    path.push(state.priceMinor);
  }
  return path;
};

const sd = (values: number[]) => {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
};

describe('price walk', () => {
  it('is reproducible: the same seed gives the same path, another seed another path', () => {
    expect(walk(7, 500)).toEqual(walk(7, 500));
    expect(walk(7, 500)).not.toEqual(walk(8, 500));
  });

  it('never goes below the floor nor outside the band, and stays an integer', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 50 }),
        fc.double({ min: 0.5, max: 80, noNaN: true }),
        (seed, start, fair) => {
          const random = seededRandom(seed);
          let state: PriceState = { priceMinor: start, fairValue: fair };
          for (let i = 0; i < 200; i++) {
            state = priceStep(state, { category: 'energy', dtSeconds: 5, secondsSinceNews: 0 }, random);
            const { lowMinor, highMinor } = fairBand(state.fairValue);
            if (!Number.isInteger(state.priceMinor) || state.priceMinor < PRICE_FLOOR_MINOR) return false;
            if (state.priceMinor < lowMinor || state.priceMinor > Math.max(lowMinor, highMinor)) return false;
          }
          return true;
        },
      ),
    );
  });

  it('is pulled back toward the fair value', () => {
    const above = walk(3, 20_000, { ...quiet, category: 'finance' }, { priceMinor: 12_000, fairValue: 10_000 });
    const below = walk(3, 20_000, { ...quiet, category: 'finance' }, { priceMinor: 8_500, fairValue: 10_000 });
    expect(Math.abs(above.at(-1)! / 10_000 - 1)).toBeLessThan(0.1);
    expect(Math.abs(below.at(-1)! / 10_000 - 1)).toBeLessThan(0.1);
  });

  it('grows the fair value by the drift, whatever the step length', () => {
    const state = { priceMinor: 10_000, fairValue: 10_000 };
    const day = priceStep(state, { ...quiet, dtSeconds: 86_400 }, () => 0.5);
    expect(day.fairValue).toBeCloseTo(10_000 * Math.exp(DRIFT_PER_SECOND * 86_400), 9);
  });

  it('moves as much in a minute with 5 s steps as with one 60 s step', () => {
    const finalGaps = (stepSeconds: number) =>
      Array.from({ length: 2_000 }, (_, run) => {
        const random = seededRandom(run + 1);
        let state: PriceState = { priceMinor: 1_000_000, fairValue: 1_000_000 };
        for (let t = 0; t < 60; t += stepSeconds)
          state = priceStep(state, { ...quiet, dtSeconds: stepSeconds }, random);
        return Math.log(state.priceMinor / state.fairValue);
      });
    const ratio = sd(finalGaps(5)) / sd(finalGaps(60));
    expect(ratio).toBeGreaterThan(0.9);
    expect(ratio).toBeLessThan(1.1);
  });

  it('is jumpier just after news, but not in any direction', () => {
    const moves = (secondsSinceNews: number | null) =>
      Array.from({ length: 4_000 }, (_, run) => {
        const next = priceStep(
          { priceMinor: 1_000_000, fairValue: 1_000_000 },
          { ...quiet, secondsSinceNews },
          seededRandom(run + 11),
        );
        return next.priceMinor / 1_000_000 - 1;
      });
    const fresh = moves(0);
    expect(sd(fresh) / sd(moves(null))).toBeGreaterThan(2.5);
    expect(Math.abs(fresh.reduce((s, v) => s + v, 0) / fresh.length)).toBeLessThan(sd(fresh) / 10);
  });

  it('prices news in at once: price and fair value gap together, in the sign of the impact', () => {
    const up = applyNewsGap({ priceMinor: 10_000, fairValue: 10_000 }, 10);
    expect(up.priceMinor).toBe(Math.round(10_000 * Math.exp(10 * 0.002)));
    expect(up.fairValue / 10_000).toBeCloseTo(up.priceMinor / 10_000, 3);
    const down = applyNewsGap({ priceMinor: 11_000, fairValue: 10_000 }, -4);
    expect(down.priceMinor).toBeLessThan(11_000);
    expect(down.priceMinor / down.fairValue).toBeCloseTo(1.1, 3);
    expect(applyNewsGap({ priceMinor: 10_000, fairValue: 10_000 }, 99).priceMinor).toBe(up.priceMinor);
  });

  it('gives each company its own stable seed', () => {
    expect(seedFrom('engine-1:abc')).toBe(seedFrom('engine-1:abc'));
    expect(seedFrom('engine-1:abc')).not.toBe(seedFrom('engine-1:abd'));
  });

  it('measures change against the day open in basis points', () => {
    expect(changeBasisPoints(10_250, 10_000)).toBe(250);
    expect(changeBasisPoints(9_925, 10_000)).toBe(-75);
    expect(Object.is(changeBasisPoints(99_999, 100_000), 0)).toBe(true);
  });
});

describe('candles', () => {
  it('rolls minutes up into hours keeping first open, extremes, last close and total volume', () => {
    const minutes: Candle[] = Array.from({ length: 120 }, (_, i) => ({
      start: i * MINUTE_MS,
      openMinor: 100 + i,
      highMinor: 110 + i,
      lowMinor: 90 + i,
      closeMinor: 101 + i,
      volume: 1,
    }));
    const hours = rollUp(minutes, 60 * MINUTE_MS);
    expect(hours).toHaveLength(2);
    expect(hours[0]).toEqual({ start: 0, openMinor: 100, highMinor: 169, lowMinor: 90, closeMinor: 160, volume: 60 });
    expect(hours[1]!.openMinor).toBe(160);
  });
});

describe('candle retention', () => {
  it('compacts minutes older than 2 days into hours and hours older than 90 days into days, on unit boundaries', () => {
    const now = Date.UTC(2026, 10, 22, 15, 37, 12);
    const [hours, days] = compactionWindows(now);
    expect(hours).toEqual({
      unit: 'hour',
      from: new Date(Date.UTC(2026, 10, 19, 15)),
      to: new Date(Date.UTC(2026, 10, 20, 15)),
    });
    expect(days!.unit).toBe('day');
    expect(days!.to.getTime() % DAY_MS).toBe(0);
    expect(now - days!.to.getTime()).toBeGreaterThanOrEqual(90 * DAY_MS);
    expect(days!.to.getTime() - days!.from.getTime()).toBe(7 * DAY_MS);
    expect(hours!.to.getTime() % HOUR_MS).toBe(0);
  });
});

describe('secureRandom', () => {
  it('draws in [0, 1) with more than 32 bits, and two sources differ', () => {
    const a = secureRandom();
    const b = secureRandom();
    const draws = Array.from({ length: 5_000 }, () => a());
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    // 53 bits: a draw is almost never a multiple of 2^-32, as a 32-bit generator's always are.
    expect(draws.filter((x) => Number.isInteger(x * 4_294_967_296)).length).toBeLessThan(5);
    const mean = draws.reduce((sum, x) => sum + x, 0) / draws.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.03);
    expect(Array.from({ length: 8 }, () => b())).not.toEqual(draws.slice(0, 8));
  });
});

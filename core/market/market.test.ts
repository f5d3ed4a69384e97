import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRICE_FLOOR_MINOR } from '../trading';
import { compactionWindows, DAY_MS, HOUR_MS, MINUTE_MS, rollUp, type Candle } from './candles';
import {
  applyNewsImpact,
  changeBasisPoints,
  flowReturn,
  MAX_FLOW_RETURN,
  priceStep,
  type PriceState,
  type TickInput,
} from './price-step';
import { secureRandom, seededRandom, seedFrom } from './random';

const walk = (
  seed: number,
  ticks: number,
  input: TickInput = { category: 'technology', fundamentalMinor: null, netFlowShares: 0 },
) => {
  const random = seededRandom(seed);
  let state: PriceState = { priceMinor: 10_000, shock: 0 };
  const path: number[] = [];
  for (let i = 0; i < ticks; i++) {
    state = priceStep(state, input, random);
    path.push(state.priceMinor);
  }
  return path;
};

describe('price walk', () => {
  it('is reproducible: the same seed gives the same path, another seed another path', () => {
    expect(walk(7, 500)).toEqual(walk(7, 500));
    expect(walk(7, 500)).not.toEqual(walk(8, 500));
  });

  it('never goes below the floor and stays an integer', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 50 }), (seed, start) => {
        const random = seededRandom(seed);
        let state: PriceState = { priceMinor: start, shock: -0.5 };
        for (let i = 0; i < 200; i++) {
          state = priceStep(state, { category: 'energy', fundamentalMinor: null, netFlowShares: -1_000_000 }, random);
          if (!Number.isInteger(state.priceMinor) || state.priceMinor < PRICE_FLOOR_MINOR) return false;
        }
        return true;
      }),
    );
  });

  it('drifts toward the fundamental value', () => {
    const above = walk(3, 20_000, { category: 'finance', fundamentalMinor: 20_000, netFlowShares: 0 });
    const below = walk(3, 20_000, { category: 'finance', fundamentalMinor: 5_000, netFlowShares: 0 });
    expect(above.at(-1)!).toBeGreaterThan(below.at(-1)!);
  });

  it('a positive news shock lifts the price and then fades', () => {
    const random = seededRandom(1);
    const still = { category: 'retail', fundamentalMinor: null, netFlowShares: 0 };
    let state = applyNewsImpact({ priceMinor: 10_000, shock: 0 }, 10);
    const first = priceStep(state, still, () => 0.5);
    expect(first.priceMinor).toBeGreaterThan(10_000);
    for (let i = 0; i < 200; i++) state = priceStep(state, still, random);
    expect(Math.abs(state.shock)).toBeLessThan(0.0001);
  });

  it('caps the effect of players buying or selling', () => {
    expect(flowReturn(10_000_000)).toBe(MAX_FLOW_RETURN);
    expect(flowReturn(-10_000_000)).toBe(-MAX_FLOW_RETURN);
    expect(flowReturn(0)).toBe(0);
  });

  it('gives each company its own stable seed', () => {
    expect(seedFrom('engine-1:abc')).toBe(seedFrom('engine-1:abc'));
    expect(seedFrom('engine-1:abc')).not.toBe(seedFrom('engine-1:abd'));
  });

  it('measures change against the day open in basis points', () => {
    expect(changeBasisPoints(10_250, 10_000)).toBe(250);
    expect(changeBasisPoints(9_925, 10_000)).toBe(-75);
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

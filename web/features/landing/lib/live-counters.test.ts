import { describe, expect, it } from 'vitest';
import {
  MARKET_TICK_MS,
  SIMULATED_START,
  TRADERS_TICK_MS,
  applyMarketStep,
  displayedCounters,
  initialCounters,
  randomInt,
  rollMarketStep,
  simulatedFields,
  tickMarket,
  tickTraders,
  type RandomSource,
} from './live-counters';

/** Always returns the same value. */
const constant =
  (value: number): RandomSource =>
  () =>
    value;

/** A small deterministic generator (mulberry32) for sweeping many draws. */
function seeded(seed: number): RandomSource {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const noReal = { traders: 0, trades: 0, volumeMinor: 0 };

describe('initial values', () => {
  it('start at 3487 traders, 156 trades and 890,000 Bolts of volume', () => {
    expect(initialCounters()).toEqual({ traders: 3487, trades: 156, volumeBolts: 890_000 });
    expect(SIMULATED_START).toEqual({ traders: 3487, trades: 156, volumeBolts: 890_000 });
  });

  it('returns a fresh object each time', () => {
    const a = initialCounters();
    a.traders = 1;
    expect(initialCounters().traders).toBe(3487);
  });
});

describe('tick periods', () => {
  it('traders tick every 3 s and the market every 5 s', () => {
    expect(TRADERS_TICK_MS).toBe(3_000);
    expect(MARKET_TICK_MS).toBe(5_000);
  });
});

describe('tickTraders', () => {
  it('adds exactly one trader and leaves the rest alone', () => {
    const next = tickTraders(initialCounters());
    expect(next).toEqual({ traders: 3488, trades: 156, volumeBolts: 890_000 });
  });

  it('after 30 s of 3-second ticks there are 10 more traders', () => {
    let c = initialCounters();
    for (let elapsed = TRADERS_TICK_MS; elapsed <= 30_000; elapsed += TRADERS_TICK_MS) c = tickTraders(c);
    expect(c.traders).toBe(3497);
  });

  it('does not mutate its input', () => {
    const before = initialCounters();
    tickTraders(before);
    expect(before.traders).toBe(3487);
  });
});

describe('randomInt', () => {
  it('maps the ends of [0, 1) onto the inclusive bounds', () => {
    expect(randomInt(constant(0), 1, 3)).toBe(1);
    expect(randomInt(constant(0.999999), 1, 3)).toBe(3);
    expect(randomInt(constant(0.5), 1, 3)).toBe(2);
  });

  it('stays in range even for a misbehaving source returning 1', () => {
    expect(randomInt(constant(1), 15_000, 39_999)).toBe(39_999);
    expect(randomInt(constant(-0.1), 15_000, 39_999)).toBe(15_000);
  });
});

describe('market tick', () => {
  it('uses the lowest step for a source at 0', () => {
    expect(rollMarketStep(constant(0))).toEqual({ trades: 1, volumeBolts: 15_000 });
    expect(tickMarket(initialCounters(), constant(0))).toEqual({ traders: 3487, trades: 157, volumeBolts: 905_000 });
  });

  it('uses the highest step for a source just below 1', () => {
    expect(rollMarketStep(constant(0.9999999))).toEqual({ trades: 3, volumeBolts: 39_999 });
    expect(tickMarket(initialCounters(), constant(0.9999999))).toEqual({
      traders: 3487,
      trades: 159,
      volumeBolts: 929_999,
    });
  });

  it('always grows trades by 1-3 and volume by 15,000-39,999 (seeded sweep)', () => {
    const random = seeded(42);
    const tradeSteps = new Set<number>();
    let c = initialCounters();
    for (let i = 0; i < 2_000; i++) {
      const next = tickMarket(c, random);
      const dTrades = next.trades - c.trades;
      const dVolume = next.volumeBolts - c.volumeBolts;
      expect(dTrades).toBeGreaterThanOrEqual(1);
      expect(dTrades).toBeLessThanOrEqual(3);
      expect(Number.isInteger(dVolume)).toBe(true);
      expect(dVolume).toBeGreaterThanOrEqual(15_000);
      expect(dVolume).toBeLessThanOrEqual(39_999);
      expect(next.traders).toBe(c.traders);
      tradeSteps.add(dTrades);
      c = next;
    }
    expect([...tradeSteps].sort()).toEqual([1, 2, 3]);
  });

  it('is reproducible for the same seed', () => {
    const a = tickMarket(tickMarket(initialCounters(), seeded(7)), seeded(8));
    const b = tickMarket(tickMarket(initialCounters(), seeded(7)), seeded(8));
    expect(a).toEqual(b);
  });

  it('applyMarketStep adds a drawn step', () => {
    expect(applyMarketStep(initialCounters(), { trades: 2, volumeBolts: 20_000 })).toEqual({
      traders: 3487,
      trades: 158,
      volumeBolts: 910_000,
    });
  });
});

describe('real figures', () => {
  const sim = { traders: 3500, trades: 170, volumeBolts: 1_000_000 };

  it('shows the simulated figures while there is no data', () => {
    expect(displayedCounters(sim, undefined)).toEqual({
      ...sim,
      simulated: { traders: true, trades: true, volumeBolts: true },
    });
    expect(displayedCounters(sim, null).traders).toBe(3500);
  });

  it('keeps the simulated figures when the real ones are zero', () => {
    expect(displayedCounters(sim, noReal)).toEqual({
      ...sim,
      simulated: { traders: true, trades: true, volumeBolts: true },
    });
  });

  it('the real profile count replaces the traders figure when non-zero', () => {
    const shown = displayedCounters(sim, { ...noReal, traders: 12 });
    expect(shown.traders).toBe(12);
    expect(shown.trades).toBe(170);
    expect(shown.volumeBolts).toBe(1_000_000);
    expect(shown.simulated).toEqual({ traders: false, trades: true, volumeBolts: true });
  });

  it('real trades and volume (minor units) replace theirs when non-zero', () => {
    const shown = displayedCounters(sim, { traders: 0, trades: 3, volumeMinor: 1_234_500 });
    expect(shown).toEqual({
      traders: 3500,
      trades: 3,
      volumeBolts: 12_345,
      simulated: { traders: true, trades: false, volumeBolts: false },
    });
  });

  it('simulatedFields says which timers still need to run', () => {
    expect(simulatedFields(undefined)).toEqual({ traders: true, trades: true, volumeBolts: true });
    expect(simulatedFields({ traders: 5, trades: 9, volumeMinor: 100 })).toEqual({
      traders: false,
      trades: false,
      volumeBolts: false,
    });
  });
});

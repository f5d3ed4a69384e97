// Landing-page counters. Pure rules, no timers and no React: the hook in
// use-live-counters.ts drives them. Randomness comes in as a parameter so tests can fix it.
import { MINOR_PER_BOLT } from '#core/money';

/** Returns a number in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** Simulated figures shown until (or unless) the platform has real ones. */
export const SIMULATED_START = {
  traders: 3487,
  trades: 156,
  volumeBolts: 890_000,
} as const;

/** Traders grow by 1 every 3 s. */
export const TRADERS_TICK_MS = 3_000;
export const TRADERS_STEP = 1;
/** Every 5 s trades grow by 1-3 and volume by 15,000-39,999 Bolts (inclusive bounds). */
export const MARKET_TICK_MS = 5_000;
export const TRADES_STEP = { min: 1, max: 3 } as const;
export const VOLUME_STEP_BOLTS = { min: 15_000, max: 39_999 } as const;

export interface Counters {
  traders: number;
  trades: number;
  volumeBolts: number;
}

/** The real figures of GET /api/landing `stats`; zero means "none yet". */
export interface RealStats {
  traders: number;
  trades: number;
  volumeMinor: number;
}

export interface DisplayedCounters extends Counters {
  /** Which figures are simulated (true) rather than real. */
  simulated: Record<keyof Counters, boolean>;
}

export function initialCounters(): Counters {
  return { ...SIMULATED_START };
}

/** A whole number in [min, max], both inclusive. */
export function randomInt(random: RandomSource, min: number, max: number): number {
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return min + Math.floor(r * (max - min + 1));
}

export function tickTraders(counters: Counters): Counters {
  return { ...counters, traders: counters.traders + TRADERS_STEP };
}

export interface MarketStep {
  trades: number;
  volumeBolts: number;
}

/** Draws one 5-second market step (trades first, then volume). */
export function rollMarketStep(random: RandomSource): MarketStep {
  return {
    trades: randomInt(random, TRADES_STEP.min, TRADES_STEP.max),
    volumeBolts: randomInt(random, VOLUME_STEP_BOLTS.min, VOLUME_STEP_BOLTS.max),
  };
}

export function applyMarketStep(counters: Counters, step: MarketStep): Counters {
  return { ...counters, trades: counters.trades + step.trades, volumeBolts: counters.volumeBolts + step.volumeBolts };
}

export function tickMarket(counters: Counters, random: RandomSource): Counters {
  return applyMarketStep(counters, rollMarketStep(random));
}

/** Which simulations still need to run: a real non-zero figure stops its simulation. */
export function simulatedFields(real: RealStats | null | undefined): DisplayedCounters['simulated'] {
  return {
    traders: !(real && real.traders > 0),
    trades: !(real && real.trades > 0),
    volumeBolts: !(real && real.volumeMinor > 0),
  };
}

/** What the stat cards show: each real figure replaces its simulated one when non-zero. */
export function displayedCounters(simulatedValues: Counters, real: RealStats | null | undefined): DisplayedCounters {
  const simulated = simulatedFields(real);
  if (!real) return { ...simulatedValues, simulated };
  return {
    traders: simulated.traders ? simulatedValues.traders : real.traders,
    trades: simulated.trades ? simulatedValues.trades : real.trades,
    volumeBolts: simulated.volumeBolts ? simulatedValues.volumeBolts : real.volumeMinor / MINOR_PER_BOLT,
    simulated,
  };
}

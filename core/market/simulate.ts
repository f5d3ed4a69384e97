// The market without a database: the engine's price step and the newsroom's news at their usual
// pace, over any stretch of market time. The simulated-month test runs it to show the market
// drifts as documented (docs/rules.md#how-prices-move); the seed's back-history uses the same walk.
import { pickEvent } from '../newsroom/pick-event';
import { applyNewsGap, fairBand, priceStep, type PriceState } from './price-step';
import type { Random } from './random';

export interface SimulatedCompany {
  id: string;
  category: string;
  priceMinor: number;
  /** Defaults to the price: a listing price is where investors agreed the company is worth. */
  fairValue?: number;
}

export interface SimulationOptions {
  companies: readonly SimulatedCompany[];
  seconds: number;
  stepSeconds: number;
  /** One news item for a random company every this many seconds (the newsroom's pace); 0: none. */
  newsEverySeconds: number;
  random: Random;
  /** Called after each step with the step's time (seconds from the start) and every state. */
  onStep?: (at: number, states: readonly PriceState[]) => void;
}

export interface CompanyOutcome {
  id: string;
  startMinor: number;
  endMinor: number;
  lowestMinor: number;
  newsItems: number;
  /** Steps that ended outside the band around the fair value (the walk should allow none). */
  outsideBand: number;
  /** Steps that ended on the band's edge: rare when the pull, not the wall, keeps prices near. */
  onBandEdge: number;
}

export function simulateMarket(options: SimulationOptions): CompanyOutcome[] {
  const { companies, random, stepSeconds } = options;
  const states: PriceState[] = companies.map((c) => ({
    priceMinor: c.priceMinor,
    fairValue: c.fairValue ?? c.priceMinor,
  }));
  const lastNews: (number | null)[] = companies.map(() => null);
  const outcomes: CompanyOutcome[] = companies.map((c) => ({
    id: c.id,
    startMinor: c.priceMinor,
    endMinor: c.priceMinor,
    lowestMinor: c.priceMinor,
    newsItems: 0,
    outsideBand: 0,
    onBandEdge: 0,
  }));
  let nextNews = options.newsEverySeconds > 0 ? options.newsEverySeconds : Infinity;

  for (let at = stepSeconds; at <= options.seconds; at += stepSeconds) {
    while (nextNews <= at) {
      const i = Math.floor(random() * companies.length);
      states[i] = applyNewsGap(states[i]!, pickEvent(random).impactScore);
      lastNews[i] = nextNews;
      outcomes[i]!.newsItems++;
      nextNews += options.newsEverySeconds;
    }
    for (let i = 0; i < companies.length; i++) {
      const news = lastNews[i];
      const state = priceStep(
        states[i]!,
        {
          category: companies[i]!.category,
          dtSeconds: stepSeconds,
          secondsSinceNews: news == null ? null : at - news,
        },
        random,
      );
      states[i] = state;
      const outcome = outcomes[i]!;
      const { lowMinor, highMinor } = fairBand(state.fairValue);
      if (state.priceMinor < lowMinor || state.priceMinor > highMinor) outcome.outsideBand++;
      else if (state.priceMinor === lowMinor || state.priceMinor === highMinor) outcome.onBandEdge++;
      outcome.lowestMinor = Math.min(outcome.lowestMinor, state.priceMinor);
      outcome.endMinor = state.priceMinor;
    }
    options.onStep?.(at, states);
  }
  return outcomes;
}

/** The median of some numbers (the mean of the middle two when even). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

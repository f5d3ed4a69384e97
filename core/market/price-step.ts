// How a company's price moves (docs/rules.md#how-prices-move). Each company has a fair value:
// it starts at the listing price, grows at the market's gentle drift and jumps with each news
// item. The price wanders randomly around it and is pulled back toward it, so it never strays
// far: there is no systematic pull up or down beyond the drift, and news is priced in at once
// (both the price and the fair value gap together), leaving nothing to forecast afterwards.
import { PRICE_FLOOR_MINOR } from '../trading';
import { normal, type Random } from './random';

const SECONDS_PER_YEAR = 365.25 * 24 * 60 * 60;

/** The market's long-run growth: every fair value grows by this much a year of market time. */
export const ANNUAL_DRIFT = 0.08;
/** The same drift as a continuous rate per second. */
export const DRIFT_PER_SECOND = Math.log(1 + ANNUAL_DRIFT) / SECONDS_PER_YEAR;

/**
 * Random movement per square root of a second, by category (over a 5 s tick: technology 0.16%,
 * finance 0.09%). Scaled by elapsed time, so the admins' tick interval does not change how much
 * prices move in a minute.
 */
export const VOLATILITY: Record<string, number> = {
  technology: 0.0016 / Math.sqrt(5),
  healthcare: 0.0012 / Math.sqrt(5),
  finance: 0.0009 / Math.sqrt(5),
  energy: 0.0014 / Math.sqrt(5),
  retail: 0.001 / Math.sqrt(5),
  automotive: 0.0015 / Math.sqrt(5),
};
const DEFAULT_VOLATILITY = 0.0012 / Math.sqrt(5);

/** Share of the gap to fair value closed per second (half-life about two hours). */
export const REVERSION_PER_SECOND = 0.0001;
/** The price stays between fair value / (1 + band) and fair value x (1 + band). */
export const FAIR_BAND = 0.25;
const BAND_LOG = Math.log(1 + FAIR_BAND);

/** A news item's gap per impact point: an impact of 10 moves price and fair value by about 2%. */
export const NEWS_GAP_PER_POINT = 0.002;
/** Just after news, prices are jumpier (uncertainty, never direction): up to 1 + this x the usual. */
export const NEWS_VOLATILITY_BOOST = 2;
/** How fast that extra jumpiness fades, in seconds (e-folding time). */
export const NEWS_VOLATILITY_FADE_S = 20;

export interface PriceState {
  priceMinor: number;
  /** Fair value in minor units, fractional: it grows by tiny amounts each tick. */
  fairValue: number;
}

export interface StepInput {
  category: string;
  /** Seconds since the previous step. */
  dtSeconds: number;
  /** Seconds since the company's latest news item, when it is recent; null otherwise. */
  secondsSinceNews: number | null;
}

export function volatilityOf(category: string): number {
  return VOLATILITY[category.toLowerCase()] ?? DEFAULT_VOLATILITY;
}

/** The lowest and highest price the walk allows around a fair value, in minor units. */
export function fairBand(fairValue: number): { lowMinor: number; highMinor: number } {
  return {
    lowMinor: Math.max(PRICE_FLOOR_MINOR, Math.ceil(fairValue / (1 + FAIR_BAND))),
    highMinor: Math.floor(fairValue * (1 + FAIR_BAND)),
  };
}

function toPrice(fairValue: number, logGap: number): number {
  const clamped = Math.max(-BAND_LOG, Math.min(BAND_LOG, logGap));
  const { lowMinor, highMinor } = fairBand(fairValue);
  const price = Math.round(fairValue * Math.exp(clamped));
  return Math.max(lowMinor, Math.min(Math.max(lowMinor, highMinor), price));
}

/**
 * One step of `dtSeconds`: the fair value grows by the drift; the price's distance from it (in
 * logs) follows an Ornstein-Uhlenbeck process, stepped exactly so any step length gives the same
 * statistics. Players' orders do not move it: a push from one's own buying would be a profit
 * one could plan (buy, let the push lift the price, sell).
 */
export function priceStep(state: PriceState, input: StepInput, random: Random): PriceState {
  const dt = Math.max(0, input.dtSeconds);
  const fairValue = state.fairValue * Math.exp(DRIFT_PER_SECOND * dt);
  const boost =
    input.secondsSinceNews === null
      ? 1
      : 1 + NEWS_VOLATILITY_BOOST * Math.exp(-Math.max(0, input.secondsSinceNews) / NEWS_VOLATILITY_FADE_S);
  const sigma = volatilityOf(input.category) * boost;
  const keep = Math.exp(-REVERSION_PER_SECOND * dt);
  const spread = sigma * Math.sqrt((1 - keep * keep) / (2 * REVERSION_PER_SECOND));
  const gap = Math.log(state.priceMinor / state.fairValue);
  const next = gap * keep + spread * normal(random);
  return { priceMinor: toPrice(fairValue, next), fairValue };
}

/** The gap factor of a news item's impact (-10..10): price and fair value are both multiplied by it. */
export function newsGapFactor(impactScore: number): number {
  const clamped = Math.max(-10, Math.min(10, impactScore));
  return Math.exp(clamped * NEWS_GAP_PER_POINT);
}

/** A news item priced in at once: price and fair value gap together, the price keeps its place in the band. */
export function applyNewsGap(state: PriceState, impactScore: number): PriceState {
  const factor = newsGapFactor(impactScore);
  const fairValue = state.fairValue * factor;
  return { priceMinor: toPrice(fairValue, Math.log((state.priceMinor * factor) / fairValue)), fairValue };
}

/** Change against the day's open, in basis points (hundredths of a percent). */
export function changeBasisPoints(priceMinor: number, dayOpenMinor: number): number {
  if (dayOpenMinor <= 0) return 0;
  // `|| 0`: a tiny fall rounds to -0, which would print as "-0.00%" and differs from 0 in tests.
  return Math.round(((priceMinor - dayOpenMinor) * 10_000) / dayOpenMinor) || 0;
}

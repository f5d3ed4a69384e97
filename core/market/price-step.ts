// One tick of a company's price: a random-walk step with
// volatility by category, a slow pull toward the fundamental value, decaying shocks from news,
// and a small capped push from players' net buying or selling. Integer minor units in and out.
import { PRICE_FLOOR_MINOR } from '../trading';
import { normal, type Random } from './random';

/** Standard deviation of one tick's return, by category (a 5 s tick). */
export const TICK_VOLATILITY: Record<string, number> = {
  technology: 0.0016,
  healthcare: 0.0012,
  finance: 0.0009,
  energy: 0.0014,
  retail: 0.001,
  automotive: 0.0015,
};
const DEFAULT_VOLATILITY = 0.0012;

/** Share of the gap to fundamental value closed per tick: slow, so fundamentals matter over hours. */
export const FUNDAMENTAL_PULL = 0.0005;
/** A news shock's remaining strength is multiplied by this every tick (half-life about 14 ticks). */
export const SHOCK_DECAY = 0.95;
/** Return per tick from an impact score of 10, before decay: a +10 story moves about +0.8% at once. */
export const SHOCK_PER_IMPACT_POINT = 0.0008;
/** Net order flow moves the price at most this much per tick, either way. */
export const MAX_FLOW_RETURN = 0.002;
/** Net shares traded (buys minus sells) that give the full flow effect. */
export const FLOW_FOR_MAX_EFFECT = 1_000;

export interface PriceState {
  priceMinor: number;
  /** Remaining news shock, as a return per tick (decays toward 0). */
  shock: number;
}

export interface TickInput {
  category: string;
  /** Earnings per share x sector multiple, in minor units; null when unknown. */
  fundamentalMinor: number | null;
  /** Players' buys minus sells since the last tick, in shares. */
  netFlowShares: number;
}

/** Adds a news item's impact (-10..10) to a company's shock. */
export function applyNewsImpact(state: PriceState, impactScore: number): PriceState {
  const clamped = Math.max(-10, Math.min(10, impactScore));
  return { ...state, shock: state.shock + clamped * SHOCK_PER_IMPACT_POINT };
}

export function flowReturn(netFlowShares: number): number {
  const raw = (netFlowShares / FLOW_FOR_MAX_EFFECT) * MAX_FLOW_RETURN;
  return Math.max(-MAX_FLOW_RETURN, Math.min(MAX_FLOW_RETURN, raw));
}

export function priceStep(state: PriceState, input: TickInput, random: Random): PriceState {
  const volatility = TICK_VOLATILITY[input.category.toLowerCase()] ?? DEFAULT_VOLATILITY;
  const pull =
    input.fundamentalMinor && input.fundamentalMinor > 0
      ? FUNDAMENTAL_PULL * Math.log(input.fundamentalMinor / state.priceMinor)
      : 0;
  const tickReturn = volatility * normal(random) + pull + state.shock + flowReturn(input.netFlowShares);
  const next = Math.round(state.priceMinor * Math.exp(tickReturn));
  return {
    priceMinor: Math.max(PRICE_FLOOR_MINOR, next),
    shock: Math.abs(state.shock) < 1e-6 ? 0 : state.shock * SHOCK_DECAY,
  };
}

/** Change against the day's open, in basis points (hundredths of a percent). */
export function changeBasisPoints(priceMinor: number, dayOpenMinor: number): number {
  if (dayOpenMinor <= 0) return 0;
  return Math.round(((priceMinor - dayOpenMinor) * 10_000) / dayOpenMinor);
}

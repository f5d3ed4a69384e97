// The Trade Coach (docs/rules.md#learning): moments in a player's own play that open the fitting
// lesson as a card, never blocking the trade. This decides which moments a fact about the play
// is; finding the facts (the order, the fill, the headline, the week) is the server's. Pure.
import type { OrderType } from '../stops';

/** Each trigger and the lesson its card opens. */
export const COACH_LESSONS = {
  limit_waiting: 'waiting-limit-orders',
  headline_chase: 'news-and-prices',
  concentrated: 'diversification',
  sold_after_drop: 'loss-aversion',
  first_loss: 'your-first-loss',
  week_beat_index: 'beating-the-index',
  week_trailed_index: 'beating-the-index',
} as const;
export type CoachTrigger = keyof typeof COACH_LESSONS;

export const COACH_RULES = {
  /** A buy this soon after a headline about the company chases news already in the price. */
  headlineWindowMs: 60_000,
  /** One company above this share of the portfolio's value (basis points) after a trade. */
  concentrationBp: 5_000,
  /** A sale after the price fell at least this much (basis points) over the hour before it. */
  dropBp: 300,
} as const;

/** A limit order that did not fill when placed and now waits in the book. */
export interface RestingOrderFacts {
  kind: 'resting';
  type: OrderType;
}

/** A fill, with what the server knows around it. */
export interface FillFacts {
  kind: 'fill';
  side: 'buy' | 'sell';
  /** Time from the latest headline about the company to the fill; null when there was none. */
  msSinceHeadline: number | null;
  /** The largest position's share of the portfolio's value after the fill, in basis points. */
  largestShareBp: number;
  /** The company's price change over the hour before the fill, in basis points; null if unknown. */
  priceChangeBp: number | null;
  /** The sale's realized gain (null for a buy). */
  realizedGainMinor: number | null;
  /** The player's sales at a loss before this one, in any game (the server counts at most one a portfolio). */
  earlierLosses: number;
}

/** A finished competition week in which the player had a Bolts Score. */
export interface WeekFacts {
  kind: 'week';
  /** Above 0: the week beat the Bolts Index. */
  score: number;
  /** The player's first such week: the card comes once. */
  first: boolean;
}

export type CoachFacts = RestingOrderFacts | FillFacts | WeekFacts;

/** The triggers a fact about the player's play sets off, in the order their cards show. */
export function coachTriggers(facts: CoachFacts): CoachTrigger[] {
  switch (facts.kind) {
    case 'resting':
      return facts.type === 'limit' ? ['limit_waiting'] : [];
    case 'week':
      if (!facts.first) return [];
      return [facts.score > 0 ? 'week_beat_index' : 'week_trailed_index'];
    case 'fill': {
      const found: CoachTrigger[] = [];
      if (
        facts.side === 'buy' &&
        facts.msSinceHeadline !== null &&
        facts.msSinceHeadline >= 0 &&
        facts.msSinceHeadline <= COACH_RULES.headlineWindowMs
      )
        found.push('headline_chase');
      const loss = facts.side === 'sell' && facts.realizedGainMinor !== null && facts.realizedGainMinor < 0;
      if (loss && facts.earlierLosses === 0) found.push('first_loss');
      if (facts.side === 'sell' && facts.priceChangeBp !== null && facts.priceChangeBp <= -COACH_RULES.dropBp)
        found.push('sold_after_drop');
      if (facts.side === 'buy' && facts.largestShareBp > COACH_RULES.concentrationBp) found.push('concentrated');
      return found;
    }
  }
}

// Chooses what happens before any words are written: the kind of news, its mood and how much it
// may move the price. Good and bad news are equally likely and equally large, so news adds no
// drift of its own (the market's drift is ANNUAL_DRIFT in core/market/price-step.ts); sized by
// type: results and rule changes matter more than a quiet trading day.
import type { Random } from '../market/random';
import { IMPACT_MAX, IMPACT_MIN, type NewsType, type Sentiment } from '../news';
import { pickWeighted } from './grammar';
import type { NewsEvent } from './types';

export const NEWS_TYPE_WEIGHTS: readonly (readonly [NewsType, number])[] = [
  ['market_update', 24],
  ['product_launch', 18],
  ['partnership', 16],
  ['operational', 16],
  ['earnings', 14],
  ['regulatory', 12],
];

export const SENTIMENT_WEIGHTS: readonly (readonly [Sentiment, number])[] = [
  ['positive', 38],
  ['neutral', 24],
  ['negative', 38],
];

/** Size of a positive or negative move by type, as [smallest, largest] before the sign. */
export const IMPACT_RANGES: Readonly<Record<NewsType, readonly [number, number]>> = {
  market_update: [0.5, 3],
  partnership: [1, 5],
  product_launch: [1, 5.5],
  operational: [0.8, 4.5],
  earnings: [2, 8.5],
  regulatory: [1.5, 7.5],
};

/** Neutral news moves the price by at most this much either way. */
export const NEUTRAL_IMPACT_MAX = 0.9;

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** An impact score that agrees with the sentiment: > 0, < 0, or within -1..1 for neutral. */
export function pickImpact(random: Random, newsType: NewsType, sentiment: Sentiment): number {
  if (sentiment === 'neutral') {
    return round2((random() * 2 - 1) * NEUTRAL_IMPACT_MAX) || 0;
  }
  const [low, high] = IMPACT_RANGES[newsType];
  const magnitude = round2(low + random() * (high - low));
  const signed = sentiment === 'positive' ? magnitude : -magnitude;
  return Math.min(IMPACT_MAX, Math.max(IMPACT_MIN, signed));
}

export interface PickEventOptions {
  /** Force a type (e.g. an admin asks for earnings news); otherwise weighted. */
  newsType?: NewsType;
  sentiment?: Sentiment;
}

export function pickEvent(random: Random, options: PickEventOptions = {}): NewsEvent {
  const newsType = options.newsType ?? pickWeighted(random, NEWS_TYPE_WEIGHTS);
  const sentiment = options.sentiment ?? pickWeighted(random, SENTIMENT_WEIGHTS);
  return { newsType, sentiment, impactScore: pickImpact(random, newsType, sentiment) };
}

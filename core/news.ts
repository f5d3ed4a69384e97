export const SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];

export const NEWS_TYPES = [
  'market_update',
  'earnings',
  'partnership',
  'product_launch',
  'operational',
  'regulatory',
] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

export const IMPACT_MIN = -10;
export const IMPACT_MAX = 10;
/** Neutral news moves the price by at most this much either way. */
export const NEUTRAL_IMPACT_LIMIT = 1;

/**
 * A headline's mood and the move it causes agree (docs/rules.md#news-and-prices): good news never
 * lowers the price, bad news never lifts it, neutral news barely moves it. No move (0) fits any mood.
 */
export function impactAgreesWithSentiment(impactScore: number, sentiment: Sentiment): boolean {
  if (sentiment === 'positive') return impactScore >= 0;
  if (sentiment === 'negative') return impactScore <= 0;
  return Math.abs(impactScore) <= NEUTRAL_IMPACT_LIMIT;
}

/** Anything other than the three known values counts as neutral (docs/rules.md#companies-and-news). */
export function normalizeSentiment(value: unknown): Sentiment {
  return typeof value === 'string' && (SENTIMENTS as readonly string[]).includes(value)
    ? (value as Sentiment)
    : 'neutral';
}

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

/** Anything other than the three known values counts as neutral (docs/rules.md#companies-and-news). */
export function normalizeSentiment(value: unknown): Sentiment {
  return typeof value === 'string' && (SENTIMENTS as readonly string[]).includes(value)
    ? (value as Sentiment)
    : 'neutral';
}

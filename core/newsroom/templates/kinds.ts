// The shape of a news type's templates. See ../grammar.ts for the `{slot}`, `[a|b]` and `@story: `
// syntax. Within a sentiment, every story tag used by a headline should also have (tagged or
// untagged) summaries, leads and details, or that story is skipped.
import type { Sentiment } from '../../news';

export interface SentimentTemplates {
  /** One line, no final full stop. */
  headlines: readonly string[];
  /** One or two sentences. */
  summaries: readonly string[];
  /** The first paragraph: what happened. */
  leads: readonly string[];
  /** A second paragraph: why, who said what. */
  details: readonly string[];
}

export interface TypeTemplates {
  bySentiment: Readonly<Record<Sentiment, SentimentTemplates>>;
  /** One or two sentences explaining a term, in a neutral, educational tone. */
  explainers: readonly string[];
}

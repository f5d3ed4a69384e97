// The shape of a news type's templates. See ../grammar.ts for the `{slot}`, `[a|b]` and `@story: `
// syntax. Within a sentiment, every story tag used by a headline should also have (tagged or
// untagged) summaries, leads and details, or that story is skipped.
import type { NewsType, Sentiment } from '../../news';

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

/** Everything the writer needs to write in one language. */
export interface LanguageTemplates {
  types: Readonly<Record<NewsType, TypeTemplates>>;
  /** Background sentences from the company's facts, by topic (see ../shared.ts). */
  context: Readonly<Record<string, readonly string[]>>;
  /** A closing paragraph, by mood. */
  outlook: Readonly<Record<Sentiment, readonly string[]>>;
  /** Terms explained for any news type. */
  generalExplainers: readonly string[];
  /** Fixed openers used, in order, when a sentence would repeat the previous item's. */
  rewordOpeners: readonly string[];
  /** Headlines for when no template fits or all repeat the last one; they need only the name and symbol. */
  fallbackHeadlines: readonly [string, string];
}

// The newsroom writer's inputs and output. Pure data: the server maps its rows into a
// NewsroomCompany and stores the WrittenNews it gets back.
import type { TranslatedLanguage } from '../content-language';
import type { NewsType, Sentiment } from '../news';

export const HEADLINE_MAX = 120;
export const SUMMARY_MAX = 300;
export const CONTENT_MAX = 2_000;
export const CONTENT_PARAGRAPHS_MIN = 3;
export const CONTENT_PARAGRAPHS_MAX = 5;

/** One quarter's figures, amounts in integer minor units (1 Bolt = 100). */
export interface NewsroomQuarter {
  /** e.g. "2026-Q3". */
  quarter: string;
  revenueMinor: number;
  /** Negative for a loss. */
  netIncomeMinor: number;
  /** Negative when the quarter was a loss. */
  earningsPerShareMinor: number;
}

/** The facts about a company the writer may use. Nullable wherever the database is. */
export interface NewsroomCompany {
  name: string;
  symbol: string;
  category: string;
  industry: string | null;
  description: string | null;
  ceo: string | null;
  headquarters: string | null;
  founded: number | null;
  employees: number | null;
  /** Names of well-known products, when the company has any on record. */
  products?: readonly string[] | null;
  /** The latest published quarter, when there is one. */
  latestQuarter: NewsroomQuarter | null;
  /** The quarter before it, to say whether revenue grew or shrank. */
  previousQuarter?: NewsroomQuarter | null;
  /** The company's own texts in Hebrew and Spanish (only these are used in those languages). */
  translations?: Partial<Record<TranslatedLanguage, { description?: string | null }>> | null;
}

/** The event the writer reports on, before any words are chosen. */
export interface NewsEvent {
  newsType: NewsType;
  sentiment: Sentiment;
  /** -10..10, two decimals; > 0 when positive, < 0 when negative, within -1..1 when neutral. */
  impactScore: number;
}

/** An item's words in one language. */
export interface NewsWords {
  /** One line, at most HEADLINE_MAX characters, no final full stop. */
  headline: string;
  /** One or two sentences, at most SUMMARY_MAX characters. */
  summary: string;
  /** 3-5 short paragraphs separated by a blank line, at most CONTENT_MAX characters. */
  content: string;
}

/** The item in Hebrew and Spanish, as stored in `news.translations` (docs/decisions/018). */
export type NewsTranslations = Record<TranslatedLanguage, NewsWords>;

/** A written item: its English words (the columns) and the same item in Hebrew and Spanish. */
export interface WrittenNews extends NewsEvent, NewsWords {
  translations: NewsTranslations;
}

/** The company's previous item, in whichever languages it has (older items may lack some). */
export interface PreviousNews extends NewsWords {
  translations?: Partial<NewsTranslations>;
}

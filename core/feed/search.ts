// Quick Company Search on the feed (docs/rules.md#search): scored matches, at most 5.
// Scoring runs on every keystroke in the browser over the whole company list, so each company's
// fields are lower-cased once (prepareSearchIndex) and a query only does substring checks; no
// regex is built per company. In another language than English the description and story are
// searched in both (docs/rules.md#search): a player finds a company by the words of either.

/** The fields the score reads. Generic so callers get their own company type back. */
export interface SearchableCompany {
  id: string;
  name: string;
  symbol: string;
  category: string;
  /** The category's name in the player's language, matched like the category. */
  categoryLabel?: string | null;
  description: string | null;
  story?: string | null;
  ceo?: string | null;
  /** The English texts beside another language's; each field matches in either, scoring once. */
  english?: { description?: string | null; story?: string | null } | null;
}

/** Joins a field's texts so no query can match across the seam (nobody types a NUL). */
const SEAM = '\u0000';

export const SEARCH_LIMIT = 5;

/** The points of each rule (docs/rules.md#search); they add up. */
export const SEARCH_WEIGHTS = {
  exactName: 100,
  exactSymbol: 100,
  nameContains: 50,
  symbolContains: 50,
  categoryContains: 30,
  descriptionContains: 20,
  storyContains: 15,
  ceoContains: 10,
  wordInName: 10,
  wordInDescription: 5,
  wordInStory: 3,
} as const;

/** Words of this length or shorter earn no word bonus ("longer than 2 characters"). */
const MIN_WORD_LENGTH_EXCLUSIVE = 2;

export interface SearchHit<T> {
  readonly company: T;
  readonly score: number;
}

/** One company with its fields lower-cased; a missing field is '' and so never matches. */
interface IndexEntry<T> {
  readonly company: T;
  readonly name: string;
  readonly symbol: string;
  readonly category: string;
  readonly description: string;
  readonly story: string;
  readonly ceo: string;
}

export interface SearchIndex<T> {
  readonly entries: readonly IndexEntry<T>[];
}

interface PreparedQuery {
  readonly text: string;
  readonly words: readonly string[];
}

const lower = (value: string | null | undefined): string => (value ? value.toLowerCase() : '');
const both = (text: string | null | undefined, english: string | null | undefined): string =>
  english && english !== text ? `${lower(text)}${SEAM}${lower(english)}` : lower(text);

function prepareEntry<T extends SearchableCompany>(company: T): IndexEntry<T> {
  return {
    company,
    name: lower(company.name),
    symbol: lower(company.symbol),
    category: both(company.category, company.categoryLabel),
    description: both(company.description, company.english?.description),
    story: both(company.story, company.english?.story),
    ceo: lower(company.ceo),
  };
}

/** Null when the query is blank: a blank query lists nothing rather than everything. */
function prepareQuery(query: string): PreparedQuery | null {
  const text = query.trim().toLowerCase();
  if (text === '') return null;
  // Every word counts, repeats included (docs/rules.md#search).
  const words = text.split(/\s+/).filter((word) => word.length > MIN_WORD_LENGTH_EXCLUSIVE);
  return { text, words };
}

function scoreEntry<T>(entry: IndexEntry<T>, query: PreparedQuery): number {
  const w = SEARCH_WEIGHTS;
  const q = query.text;
  let score = 0;
  if (entry.name === q) score += w.exactName;
  if (entry.symbol === q) score += w.exactSymbol;
  if (entry.name.includes(q)) score += w.nameContains;
  if (entry.symbol.includes(q)) score += w.symbolContains;
  if (entry.category.includes(q)) score += w.categoryContains;
  if (entry.description.includes(q)) score += w.descriptionContains;
  if (entry.story.includes(q)) score += w.storyContains;
  if (entry.ceo.includes(q)) score += w.ceoContains;
  for (const word of query.words) {
    if (entry.name.includes(word)) score += w.wordInName;
    if (entry.description.includes(word)) score += w.wordInDescription;
    if (entry.story.includes(word)) score += w.wordInStory;
  }
  return score;
}

/** The search score of one company for a query; 0 for a blank query. */
export function scoreCompany(company: SearchableCompany, query: string): number {
  const prepared = prepareQuery(query);
  return prepared ? scoreEntry(prepareEntry(company), prepared) : 0;
}

/** Lower-cases every company's fields once; rebuild it when the company list changes. */
export function prepareSearchIndex<T extends SearchableCompany>(companies: readonly T[]): SearchIndex<T> {
  return { entries: companies.map(prepareEntry) };
}

/**
 * Companies with a positive score, best first; equal scores by name ascending (case-insensitive,
 * code-unit order so every browser agrees), then input order. At most `limit`.
 */
export function searchIndex<T>(index: SearchIndex<T>, query: string, limit: number = SEARCH_LIMIT): SearchHit<T>[] {
  const prepared = prepareQuery(query);
  if (!prepared || limit <= 0) return [];
  // Keeps only the best `limit` in order while scanning: a one-letter query matches nearly every
  // company, and sorting them all would cost more than the scoring itself.
  const hits: Ranked<T>[] = [];
  for (const entry of index.entries) {
    const score = scoreEntry(entry, prepared);
    if (score <= 0) continue;
    const hit = { entry, score };
    const last = hits[hits.length - 1];
    if (hits.length === limit && last && compareHits(hit, last) >= 0) continue;
    // After every hit that ranks the same, so equal score and name keep input order.
    let at = hits.length;
    while (at > 0 && compareHits(hit, hits[at - 1] as Ranked<T>) < 0) at -= 1;
    hits.splice(at, 0, hit);
    if (hits.length > limit) hits.pop();
  }
  return hits.map(({ entry, score }) => ({ company: entry.company, score }));
}

/** One-off search; prefer prepareSearchIndex + searchIndex when searching the same list repeatedly. */
export function searchCompanies<T extends SearchableCompany>(
  companies: readonly T[],
  query: string,
  limit: number = SEARCH_LIMIT,
): SearchHit<T>[] {
  return searchIndex(prepareSearchIndex(companies), query, limit);
}

interface Ranked<T> {
  readonly entry: IndexEntry<T>;
  readonly score: number;
}

/** Negative when `a` ranks first: higher score, then lower-cased name in code-unit order. */
function compareHits<T>(a: Ranked<T>, b: Ranked<T>): number {
  if (a.score !== b.score) return b.score - a.score;
  return a.entry.name < b.entry.name ? -1 : a.entry.name > b.entry.name ? 1 : 0;
}

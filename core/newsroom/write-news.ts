// The newsroom writer: turns a company's facts and a picked event into a headline, a summary and
// a few short paragraphs. Deterministic for a given Random. Given the company's previous item, it
// never reuses that headline or any of its sentences: it retries with other templates and, only
// if that fails, rewords the clashing sentence with a fixed opener.
import type { Random } from '../market/random';
import { buildSlots, FACT_SLOTS } from './facts';
import {
  canFill,
  forStory,
  pick,
  pickWeighted,
  render,
  storiesOf,
  sentenceKey,
  sentencesOf,
  slotsOf,
  type Slots,
} from './grammar';
import {
  CONTEXT_SENTENCES,
  GENERAL_EXPLAINERS,
  OUTLOOK_PARAGRAPHS,
  TEMPLATES,
  type SentimentTemplates,
} from './templates';
import {
  CONTENT_MAX,
  CONTENT_PARAGRAPHS_MIN,
  HEADLINE_MAX,
  SUMMARY_MAX,
  type NewsEvent,
  type NewsroomCompany,
  type WrittenNews,
} from './types';

/** How many renderings are tried for each part before rewording. */
const ATTEMPTS = 16;

/** Background topics and the fact that gives each away. */
const FACT_TOPICS: readonly (readonly [string, string])[] = [
  ['founded', 'founded'],
  ['hq', 'hq'],
  ['employees', 'employees'],
  ['ceo', 'ceo'],
  ['results', 'revenue'],
  ['description', 'description'],
];

/** Fixed openers used, in order, when a sentence would repeat the previous item's. */
const REWORD_OPENERS = ['To recap:', 'As a reminder:', 'Worth repeating:', 'As noted before:', 'Once more:'];

type Pool = readonly (readonly [string, number])[];

/** Templates whose facts are all known, weighted so those using the company's own facts come up more. */
function poolOf(templates: readonly string[], slots: Slots): Pool {
  return templates
    .filter((template) => canFill(template, slots))
    .map((template) => [template, 1 + 2 * slotsOf(template).filter((slot) => FACT_SLOTS.has(slot)).length] as const);
}

/** Draws a template from a pool, or composes one (see `contextDraw`). */
type Draw = () => string;

function fromPool(random: Random, pool: Pool): Draw {
  return () => pickWeighted(random, pool);
}

/**
 * Background paragraphs: two or three sentences on different topics of the company's facts,
 * preferring real facts over the listing sentences every company has.
 */
function contextDraw(random: Random, slots: Slots, skip: ReadonlySet<string>): Draw {
  const topics = Object.entries(CONTEXT_SENTENCES)
    .filter(([topic]) => !skip.has(topic))
    .map(([topic, templates]) => [topic, poolOf(templates, slots)] as const)
    .filter(([, pool]) => pool.length > 0);
  const generic = new Set(['symbol', 'sector']);
  return () => {
    const wanted = random() < 0.35 ? 3 : 2;
    const left = [...topics];
    const chosen: string[] = [];
    while (chosen.length < wanted && left.length > 0) {
      const index = pickWeighted(
        random,
        left.map(([topic], i) => [i, generic.has(topic) ? 1 : 4] as const),
      );
      const [, pool] = left.splice(index, 1)[0] as (typeof topics)[number];
      chosen.push(pickWeighted(random, pool));
    }
    return chosen.join(' ');
  };
}

/** Renders drawn templates until `accept` passes; returns null when no attempt did. */
function renderAccepted(random: Random, draw: Draw, slots: Slots, accept: (text: string) => boolean): string | null {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const text = render(draw(), slots, random);
    if (accept(text)) return text;
  }
  return null;
}

/** Cuts text to `max` characters at a sentence end if possible, else at a word with an ellipsis. */
function clamp(text: string, max: number): string {
  if (text.length <= max) return text;
  const sentences = sentencesOf(text);
  let kept = '';
  for (const sentence of sentences) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > max) break;
    kept = next;
  }
  if (kept) return kept;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
}

class SentenceLedger {
  private readonly keys = new Set<string>();

  constructor(previous: WrittenNews | undefined) {
    if (previous) this.add(`${previous.summary} ${previous.content}`);
  }

  add(text: string): void {
    for (const sentence of sentencesOf(text)) this.keys.add(sentenceKey(sentence));
  }

  /** True when no sentence of `text` has been used, and none repeats within it. */
  isFresh(text: string): boolean {
    const seen = new Set<string>();
    for (const sentence of sentencesOf(text)) {
      const key = sentenceKey(sentence);
      if (this.keys.has(key) || seen.has(key)) return false;
      seen.add(key);
    }
    return true;
  }

  /** Rewords every sentence already used with the first opener that makes it new. */
  reword(text: string): string {
    const out: string[] = [];
    const seen = new Set<string>();
    for (const sentence of sentencesOf(text)) {
      let candidate = sentence;
      for (let i = 0; this.keys.has(sentenceKey(candidate)) || seen.has(sentenceKey(candidate)); i++) {
        const opener = REWORD_OPENERS[i % REWORD_OPENERS.length] as string;
        const round = Math.floor(i / REWORD_OPENERS.length);
        candidate = round === 0 ? `${opener} ${sentence}` : `${opener} ${sentence} (${round + 1})`;
      }
      seen.add(sentenceKey(candidate));
      out.push(candidate);
    }
    return out.join(' ');
  }
}

function writeHeadline(random: Random, draw: Draw, slots: Slots, previous: WrittenNews | undefined): string {
  const previousKey = previous ? sentenceKey(previous.headline) : null;
  const fresh = (text: string) => sentenceKey(text) !== previousKey;
  const accepted = renderAccepted(random, draw, slots, (text) => text.length <= HEADLINE_MAX && fresh(text));
  if (accepted) return accepted;
  const fallback = clamp(`${slots.short} news: ${slots.name} (${slots.symbol})`, HEADLINE_MAX);
  return fresh(fallback) ? fallback : clamp(`Update from ${slots.name} (${slots.symbol})`, HEADLINE_MAX);
}

/** A required part: retried, then reworded so it never repeats. */
function writeRequired(random: Random, draw: Draw, slots: Slots, ledger: SentenceLedger, max: number): string {
  const accepted = renderAccepted(random, draw, slots, (text) => text.length <= max && ledger.isFresh(text));
  const text = accepted ?? clamp(ledger.reword(render(draw(), slots, random)), max);
  ledger.add(text);
  return text;
}

/** An optional paragraph: retried, then left out. */
function writeOptional(random: Random, pool: Pool, slots: Slots, ledger: SentenceLedger): string | null {
  if (pool.length === 0) return null;
  const accepted = renderAccepted(random, fromPool(random, pool), slots, (text) => ledger.isFresh(text));
  if (accepted) ledger.add(accepted);
  return accepted;
}

/**
 * One storyline for the item (a fine, a new site, a delay...), among those whose headline, summary,
 * lead and detail templates all fit the company's facts; null when the templates have no stories.
 */
function pickStory(random: Random, templates: SentimentTemplates, slots: Slots): string | null {
  const stories = new Set(templates.headlines.flatMap((template) => storiesOf(template) ?? []));
  const viable = [...stories].filter((story) =>
    [templates.headlines, templates.summaries, templates.leads, templates.details].every(
      (list) => poolOf(forStory(list, story), slots).length > 0,
    ),
  );
  return viable.length > 0 ? pick(random, viable) : null;
}

function requireDraw(random: Random, templates: readonly string[], slots: Slots, what: string): Draw {
  const pool = poolOf(templates, slots);
  if (pool.length === 0) throw new Error(`No ${what} template fits the company's facts`);
  return fromPool(random, pool);
}

/** Writes the item for an event chosen elsewhere (an admin, or a test). */
export function writeEvent(
  company: NewsroomCompany,
  event: NewsEvent,
  random: Random,
  previous?: WrittenNews,
): WrittenNews {
  const slots = buildSlots(company, random);
  const type = TEMPLATES[event.newsType];
  const all = type.bySentiment[event.sentiment];
  const story = pickStory(random, all, slots);
  const templates: SentimentTemplates = {
    headlines: forStory(all.headlines, story),
    summaries: forStory(all.summaries, story),
    leads: forStory(all.leads, story),
    details: forStory(all.details, story),
  };
  const what = `${event.newsType}/${event.sentiment}${story ? `/${story}` : ''}`;
  const ledger = new SentenceLedger(previous);

  const headline = writeHeadline(
    random,
    requireDraw(random, templates.headlines, slots, `${what} headline`),
    slots,
    previous,
  );
  const summary = writeRequired(
    random,
    requireDraw(random, templates.summaries, slots, `${what} summary`),
    slots,
    ledger,
    SUMMARY_MAX,
  );

  const lead = writeRequired(
    random,
    requireDraw(random, templates.leads, slots, `${what} lead`),
    slots,
    ledger,
    CONTENT_MAX,
  );
  const detailDraw = requireDraw(random, templates.details, slots, `${what} detail`);
  // Results and market items already quote the latest figures: no need to repeat them.
  const skip = new Set(event.newsType === 'earnings' || event.newsType === 'market_update' ? ['results'] : []);
  const contextFirst = random() < 0.3;
  const detail = writeRequired(random, detailDraw, slots, ledger, CONTENT_MAX);
  // Background skips facts the item already gave (results, CEO, headcount...).
  const said = `${summary} ${lead} ${detail}`;
  for (const [topic, slot] of FACT_TOPICS) {
    const value = slots[slot];
    if (value && said.includes(value)) skip.add(topic);
  }
  const background = writeRequired(random, contextDraw(random, slots, skip), slots, ledger, CONTENT_MAX);
  const paragraphs = contextFirst ? [lead, background, detail] : [lead, detail, background];

  if (random() < 0.55) {
    const explainers = random() < 0.88 ? type.explainers : GENERAL_EXPLAINERS;
    const explainer = writeOptional(random, poolOf(forStory(explainers, story), slots), slots, ledger);
    if (explainer) paragraphs.push(explainer);
  }
  if (random() < 0.6) {
    const outlook = writeOptional(random, poolOf(OUTLOOK_PARAGRAPHS[event.sentiment], slots), slots, ledger);
    if (outlook) paragraphs.push(outlook);
  }
  while (paragraphs.join('\n\n').length > CONTENT_MAX && paragraphs.length > CONTENT_PARAGRAPHS_MIN) paragraphs.pop();

  return {
    newsType: event.newsType,
    sentiment: event.sentiment,
    impactScore: event.impactScore,
    headline,
    summary,
    content: clamp(paragraphs.join('\n\n'), CONTENT_MAX),
  };
}

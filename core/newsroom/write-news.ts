// The newsroom writer: turns a company's facts and a picked event into a headline, a summary and
// a few short paragraphs, in English, Hebrew and Spanish from the same facts (docs/decisions/018):
// one plan per item (the story, the partner, city and product, which paragraphs come in which
// order), then each language's own templates. Deterministic for a given Random. Given the company's
// previous item, it never reuses that headline or any of its sentences, in any language: it retries
// with other templates and, only if that fails, rewords the clashing sentence with a fixed opener.
// Every item names the company's symbol, and every earnings item its revenue, in every language.
import { TRANSLATED_LANGUAGES, type ContentLanguage } from '../content-language';
import type { Random } from '../market/random';
import { buildSlots, drawFacts, FACT_SLOTS } from './facts';
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
import { TEMPLATES_BY_LANGUAGE, type LanguageTemplates, type SentimentTemplates } from './templates';
import {
  CONTENT_MAX,
  CONTENT_PARAGRAPHS_MIN,
  HEADLINE_MAX,
  SUMMARY_MAX,
  type NewsEvent,
  type NewsroomCompany,
  type NewsWords,
  type PreviousNews,
  type WrittenNews,
} from './types';

/** How many renderings are tried for each part before rewording. */
const ATTEMPTS = 16;

const LANGUAGES: readonly ContentLanguage[] = ['en', ...TRANSLATED_LANGUAGES];

/** Background topics and the fact that gives each away. */
const FACT_TOPICS: readonly (readonly [string, string])[] = [
  ['founded', 'founded'],
  ['hq', 'hq'],
  ['employees', 'employees'],
  ['ceo', 'ceo'],
  ['results', 'revenue'],
  ['description', 'description'],
];

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
 * preferring real facts over the listing sentences every company has. A slot in `must` (the
 * symbol, an earnings item's revenue) is said by one of them when the item has not said it yet.
 */
function contextDraw(
  random: Random,
  context: LanguageTemplates['context'],
  slots: Slots,
  skip: ReadonlySet<string>,
  must: readonly string[],
): Draw {
  const topics = Object.entries(context)
    .filter(([topic]) => !skip.has(topic))
    .map(([topic, templates]) => [topic, poolOf(templates, slots)] as const)
    .filter(([, pool]) => pool.length > 0);
  const generic = new Set(['symbol', 'sector']);
  return () => {
    const wanted = random() < 0.35 ? 3 : 2;
    const left = [...topics];
    const chosen: string[] = [];
    for (const slot of must) {
      const says = (template: string) => slotsOf(template).includes(slot) && !template.includes(`{?${slot}}`);
      const index = left.findIndex(([, pool]) => pool.some(([template]) => says(template)));
      if (index < 0) continue;
      const [, pool] = left.splice(index, 1)[0] as (typeof topics)[number];
      chosen.push(
        pickWeighted(
          random,
          pool.filter(([template]) => says(template)),
        ),
      );
    }
    while (chosen.length < wanted && left.length > 0) {
      const index = pickWeighted(
        random,
        left.map(([topic], i) => [i, generic.has(topic) ? 1 : 4] as const),
      );
      const [, pool] = left.splice(index, 1)[0] as (typeof topics)[number];
      chosen.push(pickWeighted(random, pool));
    }
    // What must be said need not come first.
    return (random() < 0.5 ? chosen.reverse() : chosen).join(' ');
  };
}

/** One language's writing context: its templates, its slot values and its language. */
interface Voice {
  language: ContentLanguage;
  templates: LanguageTemplates;
  slots: Slots;
}

/** Renders drawn templates until `accept` passes; returns null when no attempt did. */
function renderAccepted(random: Random, draw: Draw, voice: Voice, accept: (text: string) => boolean): string | null {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const text = render(draw(), voice.slots, random, voice.language);
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

  constructor(
    previous: NewsWords | undefined,
    private readonly openers: readonly string[],
  ) {
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
        const opener = this.openers[i % this.openers.length] as string;
        const round = Math.floor(i / this.openers.length);
        candidate = round === 0 ? `${opener} ${sentence}` : `${opener} ${sentence} (${round + 1})`;
      }
      seen.add(sentenceKey(candidate));
      out.push(candidate);
    }
    return out.join(' ');
  }
}

function writeHeadline(random: Random, draw: Draw, voice: Voice, previous: NewsWords | undefined): string {
  const previousKey = previous ? sentenceKey(previous.headline) : null;
  const fresh = (text: string) => sentenceKey(text) !== previousKey;
  const accepted = renderAccepted(random, draw, voice, (text) => text.length <= HEADLINE_MAX && fresh(text));
  if (accepted) return accepted;
  const [first, second] = voice.templates.fallbackHeadlines.map((template) =>
    clamp(render(template, voice.slots, random, voice.language), HEADLINE_MAX),
  ) as [string, string];
  return fresh(first) ? first : second;
}

/** A required part: retried, then reworded so it never repeats. */
function writeRequired(random: Random, draw: Draw, voice: Voice, ledger: SentenceLedger, max: number): string {
  const accepted = renderAccepted(random, draw, voice, (text) => text.length <= max && ledger.isFresh(text));
  const text = accepted ?? clamp(ledger.reword(render(draw(), voice.slots, random, voice.language)), max);
  ledger.add(text);
  return text;
}

/** An optional paragraph: retried, then left out. */
function writeOptional(random: Random, pool: Pool, voice: Voice, ledger: SentenceLedger): string | null {
  if (pool.length === 0) return null;
  const accepted = renderAccepted(random, fromPool(random, pool), voice, (text) => ledger.isFresh(text));
  if (accepted) ledger.add(accepted);
  return accepted;
}

/** The parts of one sentiment's templates that tell `story`. */
function storyTemplates(all: SentimentTemplates, story: string | null): SentimentTemplates {
  return {
    headlines: forStory(all.headlines, story),
    summaries: forStory(all.summaries, story),
    leads: forStory(all.leads, story),
    details: forStory(all.details, story),
  };
}

/**
 * One storyline for the item (a fine, a new site, a delay...), among those every language can
 * tell with the company's facts (headline, summary, lead and detail templates all fit); null when
 * the templates have no stories.
 */
function pickStory(random: Random, event: NewsEvent, voices: readonly Voice[]): string | null {
  const english = voices[0]!.templates.types[event.newsType].bySentiment[event.sentiment];
  const stories = new Set(english.headlines.flatMap((template) => storiesOf(template) ?? []));
  const viable = [...stories].filter((story) =>
    voices.every((voice) => {
      const parts = storyTemplates(voice.templates.types[event.newsType].bySentiment[event.sentiment], story);
      return Object.values(parts).every((list) => poolOf(list, voice.slots).length > 0);
    }),
  );
  return viable.length > 0 ? pick(random, viable) : null;
}

function requireDraw(random: Random, templates: readonly string[], slots: Slots, what: string): Draw {
  const pool = poolOf(templates, slots);
  if (pool.length === 0) throw new Error(`No ${what} template fits the company's facts`);
  return fromPool(random, pool);
}

/** What an item is, before any words: the same in every language. */
interface ItemPlan {
  event: NewsEvent;
  story: string | null;
  voices: Readonly<Record<ContentLanguage, Voice>>;
  contextFirst: boolean;
  /** An explainer paragraph: of the news type's terms, or a general one. */
  explainer: 'type' | 'general' | null;
  outlook: boolean;
}

function planItem(company: NewsroomCompany, event: NewsEvent, random: Random): ItemPlan {
  const draws = drawFacts(company, random);
  const voices = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      { language, templates: TEMPLATES_BY_LANGUAGE[language], slots: buildSlots(company, draws, language) },
    ]),
  ) as Record<ContentLanguage, Voice>;
  const story = pickStory(
    random,
    event,
    LANGUAGES.map((language) => voices[language]),
  );
  const contextFirst = random() < 0.3;
  const explainer = random() < 0.55 ? (random() < 0.88 ? 'type' : 'general') : null;
  const outlook = random() < 0.6;
  return { event, story, voices, contextFirst, explainer, outlook };
}

/** The item's words in one language, following the plan. */
function writeWords(
  plan: ItemPlan,
  language: ContentLanguage,
  random: Random,
  previous: NewsWords | undefined,
): NewsWords {
  const { event, story } = plan;
  const voice = plan.voices[language];
  const { slots, templates: book } = voice;
  const type = book.types[event.newsType];
  const templates = storyTemplates(type.bySentiment[event.sentiment], story);
  const what = `${language}:${event.newsType}/${event.sentiment}${story ? `/${story}` : ''}`;
  const ledger = new SentenceLedger(previous, book.rewordOpeners);

  const headline = writeHeadline(
    random,
    requireDraw(random, templates.headlines, slots, `${what} headline`),
    voice,
    previous,
  );
  const summary = writeRequired(
    random,
    requireDraw(random, templates.summaries, slots, `${what} summary`),
    voice,
    ledger,
    SUMMARY_MAX,
  );
  const lead = writeRequired(
    random,
    requireDraw(random, templates.leads, slots, `${what} lead`),
    voice,
    ledger,
    CONTENT_MAX,
  );
  const detail = writeRequired(
    random,
    requireDraw(random, templates.details, slots, `${what} detail`),
    voice,
    ledger,
    CONTENT_MAX,
  );
  // Market items need no figures; background skips facts the item already gave (results, CEO,
  // headcount...) and says the symbol, and an earnings item's revenue, if nothing has yet.
  const said = `${headline} ${summary} ${lead} ${detail}`;
  const skip = new Set(event.newsType === 'market_update' ? ['results'] : []);
  for (const [topic, slot] of FACT_TOPICS) {
    const value = slots[slot];
    if (value && said.includes(value)) skip.add(topic);
  }
  const must = ['symbol', ...(event.newsType === 'earnings' ? ['revenue'] : [])].filter((slot) => {
    const value = slots[slot];
    return value !== undefined && !said.includes(value);
  });
  const background = writeRequired(
    random,
    contextDraw(random, book.context, slots, skip, must),
    voice,
    ledger,
    CONTENT_MAX,
  );
  const paragraphs = plan.contextFirst ? [lead, background, detail] : [lead, detail, background];

  if (plan.explainer) {
    const explainers = plan.explainer === 'type' ? type.explainers : book.generalExplainers;
    const explainer = writeOptional(random, poolOf(forStory(explainers, story), slots), voice, ledger);
    if (explainer) paragraphs.push(explainer);
  }
  if (plan.outlook) {
    const outlook = writeOptional(random, poolOf(book.outlook[event.sentiment], slots), voice, ledger);
    if (outlook) paragraphs.push(outlook);
  }
  while (paragraphs.join('\n\n').length > CONTENT_MAX && paragraphs.length > CONTENT_PARAGRAPHS_MIN) paragraphs.pop();

  return { headline, summary, content: clamp(paragraphs.join('\n\n'), CONTENT_MAX) };
}

/**
 * Writes the item for an event chosen elsewhere (the newsroom, an admin, a test) in English,
 * Hebrew and Spanish from the same facts; `previous` is the company's last item, in whichever
 * languages it has.
 */
export function writeEvent(
  company: NewsroomCompany,
  event: NewsEvent,
  random: Random,
  previous?: PreviousNews,
): WrittenNews {
  const plan = planItem(company, event, random);
  const english = writeWords(plan, 'en', random, previous);
  const translations = {
    he: writeWords(plan, 'he', random, previous?.translations?.he),
    es: writeWords(plan, 'es', random, previous?.translations?.es),
  };
  return {
    newsType: event.newsType,
    sentiment: event.sentiment,
    impactScore: event.impactScore,
    ...english,
    translations,
  };
}

/** The item in one language only: the language model's fallback for a language it got wrong. */
export function writeEventIn(
  language: ContentLanguage,
  company: NewsroomCompany,
  event: NewsEvent,
  random: Random,
  previous?: NewsWords,
): NewsWords {
  return writeWords(planItem(company, event, random), language, random, previous);
}

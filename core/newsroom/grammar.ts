// A tiny template grammar. `{slot}` is filled from the item's facts, `{?slot}` only requires the
// fact without printing it, and `[a|b|c]` picks one variant at random. A template whose slots are
// not all known is not eligible, which is how missing facts (no CEO, no financials) are handled.
// A leading `@story: ` (or `@a,b: `) ties a template to one storyline, so the headline, summary and
// paragraphs of an item tell the same story; untagged templates fit any story.
// `<slot:masculine|feminine>` picks the form that agrees with the slot's noun (its gender is the
// slot `slot:g`, "m" or "f"): a Hebrew verb with its subject, a Spanish pronoun with its noun.
import type { ContentLanguage } from '../content-language';
import type { Random } from '../market/random';

export type Slots = Readonly<Record<string, string | undefined>>;

const SLOT = /\{(\??)(\w+)\}/g;
const AGREEMENT = /<(\w+):([^<>|]*)\|([^<>|]*)>/g;
const VARIANTS = /\[([^[\]]*)\]/g;
const STORY_TAG = /^@([\w,]+):\s*/;

/** The storylines a template belongs to; null when it fits any. */
export function storiesOf(template: string): string[] | null {
  const match = STORY_TAG.exec(template);
  return match ? (match[1] as string).split(',') : null;
}

/** Templates that fit the story (all of them when `story` is null), without their tags. */
export function forStory(templates: readonly string[], story: string | null): string[] {
  return templates
    .filter((template) => story === null || (storiesOf(template) ?? [story]).includes(story))
    .map((template) => template.replace(STORY_TAG, ''));
}

/** An index in 0..length-1 drawn from `random`. */
export function randomIndex(random: Random, length: number): number {
  return Math.min(length - 1, Math.floor(random() * length));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[randomIndex(random, items.length)] as T;
}

/** A weighted draw; weights need not sum to 1. */
export function pickWeighted<T>(random: Random, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random() * total;
  for (const [item, weight] of items) {
    draw -= weight;
    if (draw < 0) return item;
  }
  const last = items[items.length - 1];
  if (!last) throw new Error('pick from an empty list');
  return last[0];
}

/** Templates are fixed text: their slot names are read once. */
const slotNames = new Map<string, readonly string[]>();

/** The slot names a template uses (required ones and those a word agrees with included). */
export function slotsOf(template: string): readonly string[] {
  let names = slotNames.get(template);
  if (!names) {
    names = [
      ...[...template.matchAll(SLOT)].map((match) => match[2] as string),
      ...[...template.matchAll(AGREEMENT)].map((match) => match[1] as string),
    ];
    if (slotNames.size < 20_000) slotNames.set(template, names);
  }
  return names;
}

export function canFill(template: string, slots: Slots): boolean {
  return slotsOf(template).every((name) => Boolean(slots[name]));
}

/** Capitalizes the first letter of the text and of every sentence (after an opening quote too). */
export function capitalizeSentences(text: string): string {
  return text.replace(/(^|[.!?][”"]?\s+)([“"]?)(\p{Ll})/gu, (_all, before: string, quote: string, letter: string) => {
    return `${before}${quote}${letter.toUpperCase()}`;
  });
}

/** Not a letter or digit of any script: the edges of a word, beyond ASCII's \b. */
const EDGE_BEFORE = '(?<![\\p{L}\\p{N}])';
const EDGE_AFTER = '(?![\\p{L}\\p{N}])';
const SPANISH_CONTRACTION = new RegExp(`${EDGE_BEFORE}([Dd]e|[Aa]) el${EDGE_AFTER}`, 'gu');

/** Spacing and the small rules of each language that joining words can break. */
function tidy(text: string, language: ContentLanguage): string {
  let out = text
    // White space collapses, except the no-break space Intl puts in "4 %".
    .replace(/[^\S\u00a0]+/g, ' ')
    .replace(/ +([,.!?])/g, '$1')
    .trim();
  if (language === 'en') {
    // "Quietbrook Foods’s" -> "Quietbrook Foods’"
    out = out.replace(/(\w)s’s\b/g, '$1s’');
  } else if (language === 'he') {
    // A Hebrew prefix before a name or number in Latin script takes a hyphen: "ב-Skyhaven", "כ-48,000".
    out = out.replace(/([\u05D0-\u05EA])([A-Za-z0-9])/g, '$1-$2');
  } else {
    // "de el banco central" -> "del banco central", "a el" -> "al".
    out = out.replace(SPANISH_CONTRACTION, (_all, word: string) => `${word}l`);
  }
  return out;
}

/** The agreeing form of `<slot:masculine|feminine>`, by the gender of the slot's noun. */
function agree(text: string, slots: Slots): string {
  return text.replace(AGREEMENT, (_all, name: string, masculine: string, feminine: string) => {
    const gender = slots[`${name}:g`];
    if (gender !== 'm' && gender !== 'f') throw new Error(`No gender for <${name}:...>`);
    return gender === 'f' ? feminine : masculine;
  });
}

/**
 * Renders a template: agreements first (their "|" is not a variant's), then variants (innermost
 * out), then slots, then each language's spacing rules and capitals.
 */
export function render(template: string, slots: Slots, random: Random, language: ContentLanguage = 'en'): string {
  let text = agree(template.replace(STORY_TAG, ''), slots);
  for (let guard = 0; guard < 10 && text.includes('['); guard++) {
    text = text.replace(VARIANTS, (_all, body: string) => pick(random, body.split('|')));
  }
  text = text.replace(SLOT, (_all, silent: string, name: string) => {
    const value = slots[name];
    if (!value) throw new Error(`Unfilled slot {${name}}`);
    return silent ? '' : value;
  });
  return capitalizeSentences(tidy(text, language));
}

/** Splits prose into sentences; a closing quote stays with its sentence. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?][”"]?)\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** The form two sentences are compared in: case and spacing do not count. */
export function sentenceKey(sentence: string): string {
  return sentence.toLowerCase().replace(/\s+/g, ' ').trim();
}

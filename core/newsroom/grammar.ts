// A tiny template grammar. `{slot}` is filled from the item's facts, `{?slot}` only requires the
// fact without printing it, and `[a|b|c]` picks one variant at random. A template whose slots are
// not all known is not eligible, which is how missing facts (no CEO, no financials) are handled.
// A leading `@story: ` (or `@a,b: `) ties a template to one storyline, so the headline, summary and
// paragraphs of an item tell the same story; untagged templates fit any story.
import type { Random } from '../market/random';

export type Slots = Readonly<Record<string, string | undefined>>;

const SLOT = /\{(\??)(\w+)\}/g;
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

/** The slot names a template uses (required ones included). */
export function slotsOf(template: string): string[] {
  return [...template.matchAll(SLOT)].map((match) => match[2] as string);
}

export function canFill(template: string, slots: Slots): boolean {
  return slotsOf(template).every((name) => Boolean(slots[name]));
}

/** Capitalizes the first letter of the text and of every sentence (after an opening quote too). */
export function capitalizeSentences(text: string): string {
  return text.replace(/(^|[.!?][”"]?\s+)([“"]?)([a-z])/g, (_all, before: string, quote: string, letter: string) => {
    return `${before}${quote}${letter.toUpperCase()}`;
  });
}

/** Renders a template: variants first (innermost out), then slots, then tidy spacing and capitals. */
export function render(template: string, slots: Slots, random: Random): string {
  let text = template.replace(STORY_TAG, '');
  for (let guard = 0; guard < 10 && text.includes('['); guard++) {
    text = text.replace(VARIANTS, (_all, body: string) => pick(random, body.split('|')));
  }
  text = text.replace(SLOT, (_all, silent: string, name: string) => {
    const value = slots[name];
    if (!value) throw new Error(`Unfilled slot {${name}}`);
    return silent ? '' : value;
  });
  const tidy = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?])/g, '$1')
    // "Quietbrook Foods’s" -> "Quietbrook Foods’"
    .replace(/(\w)s’s\b/g, '$1s’')
    .trim();
  return capitalizeSentences(tidy);
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

// The word filter: finds blocked words (see word-list.ts) in any of the three languages, and
// links to outside sites. Pure: the newsroom uses it to reject unsuitable generated text; chat
// can mask what it finds.
import { BLOCKED_WORDS } from './word-list';

const BLOCKED = new Set(BLOCKED_WORDS);

/** Letters of any script, digits, and the apostrophe inside a word. */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Lower-cased, accents kept (Spanish "coño" differs from "cono"). Hebrew has no case. */
const normalise = (word: string) => word.toLocaleLowerCase('en').replace(/['’]s$/, '');

function isBlocked(word: string): boolean {
  const w = normalise(word);
  if (BLOCKED.has(w)) return true;
  // Simple English inflections: "idiots", "killed", "killing".
  for (const suffix of ['s', 'es', 'ed', 'ing', 'er', 'ers']) {
    if (w.length > suffix.length + 2 && w.endsWith(suffix) && BLOCKED.has(w.slice(0, -suffix.length))) return true;
  }
  return false;
}

/** The blocked words found in the text, in order, as written. */
export function blockedWordsIn(text: string): string[] {
  return [...text.matchAll(WORD)].map((m) => m[0]).filter(isBlocked);
}

/** Replaces each blocked word with asterisks of the same length. */
export function maskBlockedWords(text: string): string {
  return text.replace(WORD, (word) => (isBlocked(word) ? '*'.repeat([...word].length) : word));
}

/** http(s) or www. links, and bare domains such as example.com/path. */
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[\p{L}\p{N}-]+\.(?:com|net|org|io|co|me|ly|gg|app|xyz|info|tv|ru|il|es)\b(?:\/\S*)?/iu;

export function containsLink(text: string): boolean {
  return LINK.test(text);
}

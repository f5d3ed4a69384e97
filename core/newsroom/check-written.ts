// The checks any written item must pass before it is published, whoever wrote it, in each of its
// languages. The built-in writer passes them by construction; a language model's answer is held to
// them, language by language (and the built-in writer writes a language the model got wrong). Pure.
import { z } from 'zod';
import type { ContentLanguage } from '../content-language';
import { blockedWordsIn, containsLink } from '../moderation/word-filter';
import { shortNameOf } from './facts';
import { sentenceKey, sentencesOf } from './grammar';
import {
  CONTENT_MAX,
  CONTENT_PARAGRAPHS_MAX,
  CONTENT_PARAGRAPHS_MIN,
  HEADLINE_MAX,
  SUMMARY_MAX,
  type NewsroomCompany,
  type NewsWords,
} from './types';

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .min(12)
    .max(max)
    .refine((s) => !/[\r\n]/.test(s), 'must be one line');

/** The words of an item: what a model must answer with (the event itself is decided by us). */
export const writtenWordsSchema = z.object({
  headline: oneLine(HEADLINE_MAX).transform((s) => s.replace(/\.$/, '')),
  summary: oneLine(SUMMARY_MAX),
  content: z
    .string()
    .trim()
    .max(CONTENT_MAX)
    .transform((s) => s.replace(/\r\n/g, '\n').replace(/\n{3,}/g, '\n\n'))
    .refine((s) => {
      const paragraphs = s.split('\n\n').filter((p) => p.trim().length > 0);
      return paragraphs.length >= CONTENT_PARAGRAPHS_MIN && paragraphs.length <= CONTENT_PARAGRAPHS_MAX;
    }, `must have ${CONTENT_PARAGRAPHS_MIN} to ${CONTENT_PARAGRAPHS_MAX} paragraphs separated by a blank line`),
});
export type WrittenWords = z.infer<typeof writtenWordsSchema>;

const HEBREW_LETTER = /[\u05D0-\u05EA]/g;
const LATIN_LETTER = /[A-Za-zÀ-ÿ]/g;
/** Small words every text of a language is full of; names and numbers are not words here. */
const ENGLISH_WORDS = new Set([
  'the',
  'and',
  'of',
  'to',
  'in',
  'is',
  'its',
  'for',
  'with',
  'on',
  'said',
  'will',
  'has',
]);
const SPANISH_WORDS = new Set([
  'el',
  'la',
  'los',
  'las',
  'de',
  'del',
  'y',
  'en',
  'que',
  'un',
  'una',
  'por',
  'para',
  'con',
  'su',
  'sus',
  'se',
  'al',
  'dijo',
]);

function countWords(text: string, words: ReadonlySet<string>): number {
  return (text.toLowerCase().match(/[a-záéíóúñü]+/g) ?? []).filter((word) => words.has(word)).length;
}

/**
 * Whether the text is written in `language`: Hebrew is mostly Hebrew letters (company names and
 * symbols stay in Latin script); Spanish and English have no Hebrew and more of their own small
 * words than of the other's.
 */
export function isInLanguage(text: string, language: ContentLanguage): boolean {
  const hebrew = text.match(HEBREW_LETTER)?.length ?? 0;
  if (language === 'he') return hebrew > (text.match(LATIN_LETTER)?.length ?? 0);
  if (hebrew > 0) return false;
  const english = countWords(text, ENGLISH_WORDS);
  const spanish = countWords(text, SPANISH_WORDS);
  return language === 'es' ? spanish > english : english >= spanish;
}

/**
 * What is wrong with an item in one language, in plain words; empty when it may be published. It
 * must be in that language, name the company, keep off unsuitable words and outside links, leave
 * no template placeholder, and reuse neither the previous item's headline nor any of its sentences.
 */
export function problemsWith(
  item: WrittenWords,
  company: NewsroomCompany,
  previous?: NewsWords,
  language: ContentLanguage = 'en',
): string[] {
  const problems: string[] = [];
  const text = `${item.headline}\n${item.summary}\n${item.content}`;
  if (!isInLanguage(text, language)) problems.push(`is not written in ${language}`);
  const lower = text.toLowerCase();
  const names = [company.name, shortNameOf(company.name)].map((n) => n.toLowerCase());
  if (!names.some((n) => lower.includes(n)) && !text.includes(company.symbol)) {
    problems.push('does not name the company');
  }
  const blocked = blockedWordsIn(text);
  if (blocked.length > 0) problems.push(`unsuitable words: ${blocked.join(', ')}`);
  if (containsLink(text)) problems.push('contains a link');
  if (/[{}<>]|\bundefined\b|\bNaN\b/.test(text)) problems.push('contains a placeholder or markup');
  if (previous) {
    if (sentenceKey(item.headline) === sentenceKey(previous.headline)) problems.push('repeats the previous headline');
    const before = new Set(sentencesOf(`${previous.summary} ${previous.content}`).map(sentenceKey));
    const repeated = sentencesOf(`${item.summary} ${item.content}`).filter((s) => before.has(sentenceKey(s)));
    if (repeated.length > 0) problems.push(`repeats a sentence of the previous item: "${repeated[0]}"`);
  }
  return problems;
}

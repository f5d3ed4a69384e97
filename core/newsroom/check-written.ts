// The checks any written item must pass before it is published, whoever wrote it. The built-in
// writer passes them by construction; a language model's answer is held to them (and falls back
// to the built-in writer when it fails any). Pure.
import { z } from 'zod';
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
  type WrittenNews,
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

/**
 * What is wrong with an item, in plain words; empty when it may be published. It must name the
 * company, keep off unsuitable words and outside links, leave no template placeholder, and reuse
 * neither the previous item's headline nor any of its sentences.
 */
export function problemsWith(item: WrittenWords, company: NewsroomCompany, previous?: WrittenNews): string[] {
  const problems: string[] = [];
  const text = `${item.headline}\n${item.summary}\n${item.content}`;
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

// What a chat message may be (docs/rules.md#friends-and-chat), safe for minors. Pure: the server applies it to every
// message before it is stored or delivered; the web app applies it too, to explain before sending.
import { containsLink, maskBlockedWords } from '../moderation/word-filter';

export const MESSAGE_MAX_LENGTH = 500;

export type MessageCheck =
  { ok: true; text: string; masked: boolean } | { ok: false; reason: 'empty' | 'too_long' | 'link' };

/**
 * Trims the text; refuses it when empty (nothing is sent), too long, or carrying a link
 * to an outside site; otherwise masks blocked words with asterisks (the message still goes: a
 * filter that silently drops messages confuses people; a masked word makes the rule visible).
 */
export function checkMessage(raw: string): MessageCheck {
  const text = raw.trim();
  if (text.length === 0) return { ok: false, reason: 'empty' };
  if ([...text].length > MESSAGE_MAX_LENGTH) return { ok: false, reason: 'too_long' };
  if (containsLink(text)) return { ok: false, reason: 'link' };
  const masked = maskBlockedWords(text);
  return { ok: true, text: masked, masked: masked !== text };
}

// Content in three languages (docs/decisions/018): English lives in each table's own columns, Hebrew
// and Spanish in a `translations` value beside them, and a read names its language. Each field
// falls back to English on its own, so a half-translated item still shows every field. No zod here:
// the browser's shared code imports these names, and the schemas live in core/schemas/content-language.
import { LANGUAGE_CODES, type LanguageCode } from './languages';

/** The languages content is shown in: the interface's. */
export const CONTENT_LANGUAGES = LANGUAGE_CODES as readonly LanguageCode[];
export type ContentLanguage = LanguageCode;

/** The languages kept in `translations`; English is the columns themselves. */
export const TRANSLATED_LANGUAGES = ['he', 'es'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** The text fields each kind of content has in every language. */
export const COMPANY_TRANSLATED_FIELDS = [
  'sector',
  'industry',
  'description',
  'story',
  'businessModel',
  'competitiveAdvantages',
  'keyRisks',
] as const;
export const LEADER_TRANSLATED_FIELDS = ['position', 'bio', 'education'] as const;
export const NEWS_TRANSLATED_FIELDS = ['headline', 'summary', 'content'] as const;
export const AD_TRANSLATED_FIELDS = ['title', 'description'] as const;

/** Longest text kept per translated field, like the English columns' checks in the admin forms. */
export const TRANSLATION_MAX_LENGTH = 10_000;

/** A translation counts when it has something besides white space; anything else falls back. */
function present(text: unknown): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/**
 * The fields in `lang`: each field's translation where one is present, its English otherwise.
 * `translations` is what the database holds (unknown shape, so anything odd falls back too).
 */
export function localize<F extends Record<string, string | null>>(
  english: F,
  translations: unknown,
  lang: ContentLanguage,
): F {
  if (lang === 'en' || typeof translations !== 'object' || translations === null) return english;
  const texts = (translations as Record<string, unknown>)[lang];
  if (typeof texts !== 'object' || texts === null) return english;
  const out: Record<string, string | null> = { ...english };
  for (const key of Object.keys(english)) {
    const text = (texts as Record<string, unknown>)[key];
    if (present(text)) out[key] = text;
  }
  return out as F;
}

/** Fields of `lang` that lack a text (for the tests that every seeded item has every language). */
export function missingFields(translations: unknown, lang: TranslatedLanguage, fields: readonly string[]): string[] {
  const texts =
    typeof translations === 'object' && translations !== null
      ? (translations as Record<string, unknown>)[lang]
      : undefined;
  return fields.filter(
    (f) => !(typeof texts === 'object' && texts !== null && present((texts as Record<string, unknown>)[f])),
  );
}

// The Hebrew and Spanish an admin form edits beside the English (docs/decisions/018): what the
// form sends, what the console reads back, and which language of which field an edit changed.
import { z } from 'zod';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../content-language';

/** The texts of one language, by field; a missing field falls back to its English. */
export type FieldTexts<F extends string> = Partial<Record<F, string>>;
/** `{ he?: { field: text }, es?: { ... } }` with only present, non-empty texts. */
export type ContentTranslations<F extends string> = Partial<Record<TranslatedLanguage, FieldTexts<F>>>;

type RawTexts = Partial<Record<string, Partial<Record<string, string | null | undefined>>>>;

/** Drops empty texts, then languages left with none: what is stored is only what was written. */
function withoutEmpty<F extends string>(raw: RawTexts) {
  const out: ContentTranslations<F> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = Object.entries(raw[language] ?? {}).filter(
      (entry): entry is [F, string] => typeof entry[1] === 'string' && entry[1] !== '',
    );
    if (texts.length > 0) out[language] = Object.fromEntries(texts) as FieldTexts<F>;
  }
  return out;
}

/**
 * What a form sends for Hebrew and Spanish: only the content's own fields, each at most as long as
 * its English field. Text is trimmed; an empty or null field is left out, so readers fall back to
 * the English for it, and an unknown language or field is refused (400).
 */
export function translationsFormSchema<F extends string>(limits: Readonly<Record<F, number>>) {
  const fields = Object.fromEntries(
    Object.entries<number>(limits).map(([field, max]) => [field, z.string().trim().max(max).nullish()]),
  ) as Record<F, z.ZodOptional<z.ZodNullable<z.ZodString>>>;
  const texts = z.strictObject(fields).optional();
  return z.strictObject({ he: texts, es: texts }).transform((raw) => withoutEmpty<F>(raw as RawTexts));
}

/** The translations as the console reads them back. */
export function translationsViewSchema<F extends string>(fields: readonly F[]) {
  const texts = z.object(
    Object.fromEntries(fields.map((f) => [f, z.string().optional()])) as Record<F, z.ZodOptional<z.ZodString>>,
  );
  return z.object({ he: texts.optional(), es: texts.optional() });
}

/** A stored `translations` value (jsonb, any shape) narrowed to these fields' non-empty strings. */
export function translationsOf<F extends string>(stored: unknown, fields: readonly F[]): ContentTranslations<F> {
  const raw: RawTexts = {};
  if (typeof stored !== 'object' || stored === null) return {};
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = (stored as Record<string, unknown>)[language];
    if (typeof texts !== 'object' || texts === null) continue;
    raw[language] = Object.fromEntries(
      fields
        .map((f) => [f, (texts as Record<string, unknown>)[f]] as const)
        .filter((entry): entry is readonly [F, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''),
    );
  }
  return withoutEmpty<F>(raw);
}

/** One side of an audited translations change: only the texts that changed, a missing one as null. */
type ChangedTexts = Partial<Record<TranslatedLanguage, Record<string, string | null>>>;

/**
 * For the audit log: `{ translations: { from, to } }` holding only the texts that changed, by
 * language and field (the log shows each as "Description (Hebrew)"; core/admin/audit-diff), or
 * nothing when none did. A missing text is null: readers see the English there. Without `before`
 * (a create) there is no `from`.
 */
export function translationChanges<F extends string>(
  before: ContentTranslations<F> | undefined,
  after: ContentTranslations<F>,
  fields: readonly F[],
): { translations?: { from?: ChangedTexts; to: ChangedTexts } } {
  const from: ChangedTexts = {};
  const to: ChangedTexts = {};
  for (const language of TRANSLATED_LANGUAGES) {
    for (const field of fields) {
      const old = before?.[language]?.[field] ?? null;
      const now = after[language]?.[field] ?? null;
      if (old === now) continue;
      (from[language] ??= {})[field] = old;
      (to[language] ??= {})[field] = now;
    }
  }
  if (Object.keys(to).length === 0) return {};
  return { translations: before ? { from, to } : { to } };
}

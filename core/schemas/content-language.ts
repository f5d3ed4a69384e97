// The schemas of content in three languages (core/content-language holds the names and the rules).
import { z } from 'zod';
import { TRANSLATION_MAX_LENGTH } from '../content-language';

export const contentLanguageSchema = z.enum(['en', 'he', 'es']);

/** `?lang=en|he|es` on every content read; English when absent, 400 for anything else. */
export const contentLanguageQuerySchema = z.object({
  lang: contentLanguageSchema.default('en').describe('The language of the content (English when absent)'),
});

const fieldTexts = z.record(z.string().max(60), z.string().max(TRANSLATION_MAX_LENGTH));

/** The shape of a `translations` value: `{ he?: { field: text }, es?: { field: text } }`. */
export const translationsSchema = z.strictObject({ he: fieldTexts.optional(), es: fieldTexts.optional() });
export type Translations = z.infer<typeof translationsSchema>;

/** A `translations` schema for one kind of content: only its fields, each optional. */
export function translationsSchemaFor<F extends string>(fields: readonly F[], maxLength = TRANSLATION_MAX_LENGTH) {
  const texts = z
    .strictObject(Object.fromEntries(fields.map((f) => [f, z.string().max(maxLength).optional()])))
    .partial();
  return z.strictObject({ he: texts.optional(), es: texts.optional() });
}

import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ContentLanguage } from '#core/content-language';

/**
 * The texts of `fields` in `lang` from a `translations` column, as `{ <lang>: { field: text } }`
 * for `localize` (core/content-language): a list reads the few fields it shows in one language,
 * never the whole column (docs/decisions/018). English needs nothing from it.
 */
export function translationsIn(column: AnyColumn, lang: ContentLanguage, fields: readonly string[]): SQL<unknown> {
  if (lang === 'en') return sql<unknown>`null::jsonb`;
  const pairs = fields.map((field) => sql`${field}::text, ${column} -> ${lang}::text -> ${field}::text`);
  return sql<unknown>`jsonb_build_object(${lang}::text, jsonb_build_object(${sql.join(pairs, sql`, `)}))`;
}

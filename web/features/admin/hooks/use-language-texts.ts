import type { TFunction } from 'i18next';
import { useState } from 'react';
import {
  CONTENT_LANGUAGES,
  TRANSLATED_LANGUAGES,
  type ContentLanguage,
  type TranslatedLanguage,
} from '#core/content-language';
import type { ContentTranslations } from '#core/schemas/admin/translations';

type Texts<F extends string> = Record<TranslatedLanguage, Record<F, string>>;

/**
 * The Hebrew and Spanish of a form's texts (the English is the form's own fields), and the language
 * being edited. What is sent is every text as typed: the server trims it and leaves empty ones out,
 * so players see the English there (docs/decisions/018).
 */
export function useLanguageTexts<F extends string>(fields: readonly F[], saved: ContentTranslations<F> | undefined) {
  const [language, setLanguage] = useState<ContentLanguage>('en');
  const [texts, setTexts] = useState<Texts<F>>(() => {
    const of = (l: TranslatedLanguage) =>
      Object.fromEntries(fields.map((f) => [f, saved?.[l]?.[f] ?? ''])) as Record<F, string>;
    return { he: of('he'), es: of('es') };
  });

  return {
    language,
    setLanguage,
    texts,
    setText: (l: TranslatedLanguage, field: F, value: string) =>
      setTexts((all) => ({ ...all, [l]: { ...all[l], [field]: value } })),
    /** Shows a language whose texts have an error, unless the one on screen has some too. */
    reveal(errors: Partial<Record<string, string>>) {
      const wrong = languagesWithErrors(errors, fields);
      if (wrong.size > 0 && !wrong.has(language)) setLanguage([...wrong][0]!);
    },
    /** How many texts each language has, the English read from the form's fields. */
    filled(english: Record<F, string>): Record<ContentLanguage, number> {
      const count = (values: Record<F, string>) => fields.filter((f) => values[f].trim() !== '').length;
      return { en: count(english), he: count(texts.he), es: count(texts.es) };
    },
  };
}

/** The language and field of a form issue ("translations.he.description"), or English for any other. */
export function issueLanguage(path: readonly PropertyKey[]): { language: ContentLanguage; field: string } {
  const [first, second, third] = path.map(String);
  if (first === 'translations' && TRANSLATED_LANGUAGES.includes(second as TranslatedLanguage) && third) {
    return { language: second as TranslatedLanguage, field: third };
  }
  return { language: 'en', field: first ?? '' };
}

/**
 * A form's errors by field, keyed as errorKey does: English ones in the form's own words
 * (`english`), Hebrew and Spanish ones "too long", the only way a translation can be wrong.
 */
export function formErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  t: TFunction,
  english: (field: string, message: string) => string,
): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const { language, field } = issueLanguage(issue.path);
    errors[errorKey(language, field)] ??=
      language === 'en' ? english(field, issue.message) : t('admin.languages.tooLong');
  }
  return errors;
}

/** The key a field's error is kept under: "description" in English, "he.description" in Hebrew. */
export const errorKey = (language: ContentLanguage, field: string) =>
  language === 'en' ? field : `${language}.${field}`;

/** The languages whose texts have an error, to mark their tabs. */
export function languagesWithErrors(
  errors: Partial<Record<string, string>>,
  fields: readonly string[],
): Set<ContentLanguage> {
  return new Set(CONTENT_LANGUAGES.filter((l) => fields.some((f) => errors[errorKey(l, f)])));
}

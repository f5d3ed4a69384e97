import { useTranslation } from 'react-i18next';
import { languageOf, type LanguageCode } from '#core/languages';

/** The interface's language, which the lessons are asked for in (English when it is none of ours). */
export function useLessonLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return languageOf(i18n.resolvedLanguage ?? 'en') ?? 'en';
}

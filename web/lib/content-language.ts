// The language content reads ask for (docs/decisions/018): the interface's. Each content read
// sends it as `?lang=` and keeps it in its query key, so switching language fetches the content
// again in the new one.
import { useTranslation } from 'react-i18next';
import type { ContentLanguage } from '#core/content-language';
import { languageOf } from '#core/languages';
import i18n from './i18n';

export function contentLanguageOf(language: string | undefined): ContentLanguage {
  return languageOf(language ?? 'en') ?? 'en';
}

/**
 * The current language outside React (router prefetches). Before i18n has picked one, the page's
 * own `lang`: the server wrote the language the app will pick (server/http/web-pages.ts).
 */
export function currentContentLanguage(): ContentLanguage {
  return contentLanguageOf(i18n.resolvedLanguage ?? i18n.language ?? document.documentElement.lang);
}

export function useContentLanguage(): ContentLanguage {
  const { i18n: instance } = useTranslation();
  return contentLanguageOf(instance.resolvedLanguage ?? instance.language);
}

// i18next with detection: saved choice (localStorage) first, then the browser's language,
// English as the fallback. Each language's strings load as their own chunk, on demand. The strings
// of pages a visitor never sees first (trading floor, profile, settings, leaderboard, admin console)
// are namespaces of their own, locales/<namespace>/<language>.json, loaded with their page: the
// landing page does not carry them.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'he', label: 'עברית', dir: 'rtl' },
  { code: 'es', label: 'Español', dir: 'ltr' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_STORAGE_KEY = 'bolts.language';

/** Namespaces loaded with their page; each file holds one top-level key, its own name. */
export const PAGE_NAMESPACES = ['admin', 'trade', 'profile', 'settings', 'leaderboard'] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

export function directionOf(language: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((l) => language.startsWith(l.code))?.dir ?? 'ltr';
}

function applyDocumentLanguage(language: string) {
  const code = LANGUAGES.find((l) => language.startsWith(l.code))?.code ?? 'en';
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}

i18n.on('languageChanged', applyDocumentLanguage);

export const i18nReady = i18n
  .use(LanguageDetector)
  .use(
    resourcesToBackend((language: string, namespace: string) =>
      namespace === 'translation'
        ? import(`../../locales/${language}.json`)
        : import(`../../locales/${namespace}/${language}.json`),
    ),
  )
  .use(initReactI18next)
  .init({
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((l) => l.code),
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    react: { useSuspense: true },
  });

export default i18n;

// i18next with detection: saved choice (localStorage, or its copy in a cookie) first, then the
// browser's language, English as the fallback. Each language's strings load as their own chunk, on
// demand. The strings of pages a visitor never sees first (trading floor, profile, settings,
// leaderboard, classes, admin console, terms and privacy) are namespaces of their own,
// locales/<namespace>/<language>.json, loaded with their page: the landing page does not carry them.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { directionOf, LANGUAGE_CODES, LANGUAGE_STORAGE_KEY, languageOf } from '#core/languages';

/** Namespaces loaded with their page; each file holds one top-level key, its own name. */
export const PAGE_NAMESPACES = [
  'admin',
  'trade',
  'profile',
  'settings',
  'leaderboard',
  'legal',
  'classes',
  'glossary',
  'learn',
  'habits',
  'watchlist',
  'notifications',
  'people',
] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

function applyDocumentLanguage(language: string) {
  // The server prerendering a page has no document: it writes lang and dir into its HTML.
  if (typeof document === 'undefined') return;
  const code = languageOf(language) ?? 'en';
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
    supportedLngs: LANGUAGE_CODES,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    detection: {
      // The cookie holds the same choice for the server, which writes the page's language and
      // direction into its HTML; read here after localStorage, so the two never disagree. Lax, so
      // it comes along when a link on another site opens Bolts; a year, renewed on each visit.
      order: ['localStorage', 'cookie', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage', 'cookie'],
      lookupCookie: LANGUAGE_STORAGE_KEY,
      cookieMinutes: 60 * 24 * 365,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
    react: { useSuspense: true },
  });

export default i18n;

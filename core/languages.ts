// The app's languages (docs/rules.md#display): English, Hebrew (right-to-left) and Spanish. The browser's i18n
// (web/lib/i18n.ts), the build's per-language preloads (vite.config.ts) and the server, which
// writes the page's language and direction into its HTML (server/http/web-pages.ts), read this list.

export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'he', label: 'עברית', dir: 'rtl' },
  { code: 'es', label: 'Español', dir: 'ltr' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES: LanguageCode[] = LANGUAGES.map((l) => l.code);

/**
 * Where the player's choice is kept: localStorage for the app, and a cookie of the same name so the
 * server can write the page in that language and direction before any script runs.
 */
export const LANGUAGE_STORAGE_KEY = 'bolts.language';

/** The supported language a tag names ('he-IL' is Hebrew), if any. */
export function languageOf(tag: string): LanguageCode | undefined {
  const code = tag.trim().split('-')[0]!.toLowerCase();
  return LANGUAGE_CODES.find((c) => c === code);
}

export function directionOf(language: string): 'ltr' | 'rtl' {
  const code = languageOf(language);
  return LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';
}

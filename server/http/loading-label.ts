// The loading shell's one word (index.html's spinner has it as its accessible name), in each
// language: the shared strings' common.loading. Only that key of each file comes into the server's
// bundle (named imports of JSON are tree-shaken).
import type { LanguageCode } from '#core/languages';
import { common as en } from '../../locales/en.json';
import { common as es } from '../../locales/es.json';
import { common as he } from '../../locales/he.json';

export const LOADING_LABEL: Record<LanguageCode, string> = { en: en.loading, he: he.loading, es: es.loading };

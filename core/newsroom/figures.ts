// A company's figures in the words of each language, as a reporter writes them for teens: money
// in millions and billions of Bolts ("9.48 billion Bolts", "9,48 mil millones de Bolts",
// "9.48 מיליארד בולטים"), quarters in words, percents and headcounts with the language's own
// separators (Intl). The same figure, written three ways, so every language says the same thing.
import type { ContentLanguage } from '../content-language';

const MINOR_PER_BOLT = 100;

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: ContentLanguage, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

/** Whole numbers with the language's grouping: 48000 -> "48,000" (en, he), "48.000" (es). */
export function integerInWords(value: number, language: ContentLanguage = 'en'): string {
  return numberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** Up to two decimals: 9.48 -> "9.48" (en, he), "9,48" (es). */
function decimal(value: number, language: ContentLanguage, digits: { min?: number; max: number }): string {
  return numberFormat(language, { minimumFractionDigits: digits.min ?? 0, maximumFractionDigits: digits.max }).format(
    value,
  );
}

/** How each language names large amounts, largest first; Spanish says "de Bolts" after them. */
const SCALES: Record<ContentLanguage, readonly (readonly [number, string, string])[]> = {
  // [size, one, many]
  en: [
    [1e12, 'trillion', 'trillion'],
    [1e9, 'billion', 'billion'],
    [1e6, 'million', 'million'],
  ],
  he: [
    [1e12, 'טריליון', 'טריליון'],
    [1e9, 'מיליארד', 'מיליארד'],
    [1e6, 'מיליון', 'מיליון'],
  ],
  es: [
    [1e12, 'billón', 'billones'],
    [1e9, 'mil millones', 'mil millones'],
    [1e6, 'millón', 'millones'],
  ],
};

const BOLTS: Record<ContentLanguage, { one: string; many: string }> = {
  en: { one: 'Bolt', many: 'Bolts' },
  he: { one: 'בולט אחד', many: 'בולטים' },
  es: { one: 'Bolt', many: 'Bolts' },
};

/** An amount of Bolts after a number: "1 Bolt", "12 Bolts"; Hebrew says "בולט אחד" without the 1. */
function bolts(amount: string, one: boolean, language: ContentLanguage): string {
  if (one && language === 'he') return BOLTS.he.one;
  return `${amount} ${one ? BOLTS[language].one : BOLTS[language].many}`;
}

/** Three significant digits, as a reporter rounds: 9.4812 -> 9.48. */
function threeDigits(value: number): number {
  return Number(value.toPrecision(3));
}

/**
 * An amount in minor units in words, sign dropped: 948000000000 -> "9.48 billion Bolts" (en),
 * "9.48 מיליארד בולטים" (he), "9,48 mil millones de Bolts" (es).
 */
export function boltsInWords(minor: number, language: ContentLanguage = 'en'): string {
  const amount = Math.abs(minor) / MINOR_PER_BOLT;
  const scales = SCALES[language];
  for (const [index, [size, one, many]] of scales.entries()) {
    if (amount >= size * 0.9995) {
      const scaled = threeDigits(amount / size);
      if (scaled >= 1000 && index > 0) continue;
      const word = scaled === 1 ? one : many;
      const number = decimal(scaled, language, { max: 2 });
      return language === 'es' ? `${number} ${word} de ${BOLTS.es.many}` : `${number} ${word} ${BOLTS[language].many}`;
    }
  }
  if (amount >= 1000) return bolts(integerInWords(Math.round(amount), language), false, language);
  if (Number.isInteger(amount)) return bolts(integerInWords(amount, language), amount === 1, language);
  return bolts(decimal(amount, language, { min: 2, max: 2 }), false, language);
}

/** Per-share amounts keep their cents: 175 -> "1.75 Bolts" (en), "1,75 Bolts" (es). */
export function perShareInWords(minor: number, language: ContentLanguage = 'en'): string {
  return bolts(decimal(Math.abs(minor) / MINOR_PER_BOLT, language, { min: 2, max: 2 }), false, language);
}

/** A whole percent: 4 -> "4%" (en, he), "4 %" (es, with a space that does not break). */
export function percentInWords(percent: number, language: ContentLanguage = 'en'): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

const ORDINALS: Record<ContentLanguage, readonly string[]> = {
  en: ['first', 'second', 'third', 'fourth'],
  he: ['הראשון', 'השני', 'השלישי', 'הרביעי'],
  es: ['primer', 'segundo', 'tercer', 'cuarto'],
};

/** A quarter in words: what it is ("the third quarter") and in it ("ברבעון השלישי"). */
export interface QuarterWords {
  long: string;
  /** "in the third quarter": Hebrew joins the preposition to the word, Spanish needs "en". */
  within: string;
  short: string;
  year: string;
}

/** "2026-Q3" in words; null when the label is unusual. */
export function quarterInWords(label: string, language: ContentLanguage = 'en'): QuarterWords | null {
  const match = /^(\d{4})-Q([1-4])$/.exec(label.trim());
  if (!match) return null;
  const index = Number(match[2]) - 1;
  const ordinal = ORDINALS[language][index] as string;
  const short = `Q${index + 1}`;
  const year = match[1] as string;
  if (language === 'he') return { long: `הרבעון ${ordinal}`, within: `ברבעון ${ordinal}`, short, year };
  if (language === 'es') return { long: `el ${ordinal} trimestre`, within: `en el ${ordinal} trimestre`, short, year };
  return { long: `the ${ordinal} quarter`, within: `in the ${ordinal} quarter`, short, year };
}

/** The quarter words when the label is unusual (an admin's "FY26 H1"). */
export const LATEST_QUARTER: Record<ContentLanguage, { long: string; within: string }> = {
  en: { long: 'the latest quarter', within: 'in the latest quarter' },
  he: { long: 'הרבעון האחרון', within: 'ברבעון האחרון' },
  es: { long: 'el último trimestre', within: 'en el último trimestre' },
};

/** "up about 4% from the quarter before", in each language. */
export function revenueChangeInWords(percent: number, up: boolean, language: ContentLanguage = 'en'): string {
  const amount = percentInWords(percent, language);
  if (language === 'he') return `${up ? 'עלייה' : 'ירידה'} של כ-${amount} לעומת הרבעון הקודם`;
  if (language === 'es') return `un ${amount} ${up ? 'más' : 'menos'} que el trimestre anterior`;
  return `${up ? 'up' : 'down'} about ${amount} from the quarter before`;
}

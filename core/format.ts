// Display formatting shared by every screen. Locale-aware digits and separators come from Intl;
// the rules (how many decimals, when to abbreviate) are in docs/rules.md#display.
import { MINOR_PER_BOLT, minorToDecimalString } from './money';

// Making an Intl formatter costs far more than using one (it loads locale data): one per locale and options.
// Number formats are found by the options object itself (the constants below), which is cheaper
// than any key built per call: the trading floor formats thousands of prices a minute.
const numberFormats = new WeakMap<Intl.NumberFormatOptions, Map<string, Intl.NumberFormat>>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

const PRICE: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const INTEGER: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };
const CHANGE: Record<1 | 2, Intl.NumberFormatOptions> = {
  1: { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' },
  2: { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' },
};
/**
 * Compact figures in each language's own words (docs/rules.md#display). Hebrew's short compact forms
 * are the Latin letters K, M and B, which a Hebrew reader does not read as numbers: Hebrew writes
 * the word (2.4 מיליארד). English and Spanish use their short forms (2.4B, 2468 M, 12,3 mil).
 */
const LONG_COMPACT_LANGUAGES: ReadonlySet<string> = new Set(['he']);
const compactDisplay = (locale: string): 'short' | 'long' =>
  LONG_COMPACT_LANGUAGES.has(locale.split('-')[0]!.toLowerCase()) ? 'long' : 'short';
const COMPACT: Record<'short' | 'long', Intl.NumberFormatOptions> = {
  short: { notation: 'compact', compactDisplay: 'short', maximumFractionDigits: 1 },
  long: { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 },
};
// Market cap is cut, never rounded up, to at most one decimal; the significant-digits cap keeps a
// language that counts billions in thousands of millions (Spanish: 2468 M) free of a decimal tail.
const MARKET_CAP_ROUNDING: Intl.NumberFormatOptions = {
  notation: 'compact',
  maximumFractionDigits: 1,
  maximumSignificantDigits: 4,
  roundingPriority: 'lessPrecision',
  roundingMode: 'trunc',
};
const MARKET_CAP: Record<'short' | 'long', Intl.NumberFormatOptions> = {
  short: { ...MARKET_CAP_ROUNDING, compactDisplay: 'short' },
  long: { ...MARKET_CAP_ROUNDING, compactDisplay: 'long' },
};

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let byLocale = numberFormats.get(options);
  if (!byLocale) {
    byLocale = new Map();
    numberFormats.set(options, byLocale);
  }
  let format = byLocale.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    byLocale.set(locale, format);
  }
  return format;
}

/** A shared Intl.DateTimeFormat for these options (keyed by their JSON). */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** Prices: 2 decimals, grouped digits. 123456 minor -> "1,234.56" (en). */
export function formatPrice(minor: number, locale = 'en'): string {
  return numberFormat(locale, PRICE).format(Number(minorToDecimalString(minor)));
}

/** Whole numbers with grouping: 12500 -> "12,500". */
export function formatInteger(value: number, locale = 'en'): string {
  return numberFormat(locale, INTEGER).format(value);
}

/**
 * Market cap (docs/rules.md#display): from 1 million Bolts in the language's compact form with at
 * most one decimal, cut rather than rounded ("2.4B", "2.4 מיליארד", "2468 M"), otherwise the whole
 * number; null when empty (the UI shows "N/A").
 */
export function formatMarketCap(minor: number | null | undefined, locale = 'en'): string | null {
  if (minor === null || minor === undefined) return null;
  const bolts = minor / MINOR_PER_BOLT;
  if (bolts >= 1e6) return numberFormat(locale, MARKET_CAP[compactDisplay(locale)]).format(bolts);
  return formatInteger(Math.trunc(bolts), locale);
}

/**
 * A percent change stored in basis points (hundredths of a percent), signed:
 * 250 -> "+2.50%", -75 -> "-0.75%". `decimals` is 2 in the feed and 1 in search (docs/rules.md#display).
 */
export function formatChangePercent(basisPoints: number, decimals: 1 | 2 = 2, locale = 'en'): string {
  const value = basisPoints / 100;
  const text = numberFormat(locale, CHANGE[decimals]).format(value);
  return `${text}%`;
}

/** Compact figures for counters, in the language's words: 890000 -> "890K" (en), "890 אלף" (he), "890 mil" (es). */
export function formatCompact(value: number, locale = 'en'): string {
  return numberFormat(locale, COMPACT[compactDisplay(locale)]).format(value);
}

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
const ONE_DECIMAL: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
const CHANGE: Record<1 | 2, Intl.NumberFormatOptions> = {
  1: { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' },
  2: { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' },
};
const COMPACT: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1 };

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
 * Market cap (docs/rules.md#display): 1e9 Bolts or more as "x.yB", 1e6 or more as "x.yM" (one decimal),
 * otherwise the full number; null when empty (the UI shows "N/A").
 */
export function formatMarketCap(minor: number | null | undefined, locale = 'en'): string | null {
  if (minor === null || minor === undefined) return null;
  const bolts = minor / MINOR_PER_BOLT;
  const one = numberFormat(locale, ONE_DECIMAL);
  if (bolts >= 1e9) return `${one.format(Math.floor(bolts / 1e8) / 10)}B`;
  if (bolts >= 1e6) return `${one.format(Math.floor(bolts / 1e5) / 10)}M`;
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

/** Compact figures for counters: 890000 -> "890K" (en). */
export function formatCompact(value: number, locale = 'en'): string {
  return numberFormat(locale, COMPACT).format(value);
}

// Display formatting shared by every screen. Locale-aware digits and separators come from Intl;
// the rules (how many decimals, when to abbreviate) come from SPEC §9.
import { MINOR_PER_BOLT, minorToDecimalString } from './money';

/** Prices: 2 decimals, grouped digits. 123456 minor -> "1,234.56" (en). */
export function formatPrice(minor: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number(minorToDecimalString(minor)),
  );
}

/** Whole numbers with grouping: 12500 -> "12,500". */
export function formatInteger(value: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/**
 * SPEC §9 market cap: 1e9 Bolts or more as "x.yB", 1e6 or more as "x.yM" (one decimal),
 * otherwise the full number; null when empty (the UI shows "N/A").
 */
export function formatMarketCap(minor: number | null | undefined, locale = 'en'): string | null {
  if (minor === null || minor === undefined) return null;
  const bolts = minor / MINOR_PER_BOLT;
  const one = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (bolts >= 1e9) return `${one.format(Math.floor(bolts / 1e8) / 10)}B`;
  if (bolts >= 1e6) return `${one.format(Math.floor(bolts / 1e5) / 10)}M`;
  return formatInteger(Math.trunc(bolts), locale);
}

/**
 * A percent change stored in basis points (hundredths of a percent), signed:
 * 250 -> "+2.50%", -75 -> "-0.75%". `decimals` is 2 in the feed and 1 in search (SPEC §9).
 */
export function formatChangePercent(basisPoints: number, decimals: 1 | 2 = 2, locale = 'en'): string {
  const value = basisPoints / 100;
  const text = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: 'exceptZero',
  }).format(value);
  return `${text}%`;
}

/** Compact figures for counters: 890000 -> "890K" (en). */
export function formatCompact(value: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  formatChangePercent,
  formatCompact,
  formatInteger,
  formatMarketCap,
  formatPrice,
} from './format';

// Hebrew text marks the direction of a number with invisible marks (RLM before it, LRM before a
// minus sign): the tests spell them out.
const RLM = '\u200f';
const LRM = '\u200e';
// Spanish keeps a number and its word together with a no-break space.
const NBSP = '\u00a0';

describe('formatMarketCap', () => {
  it('shows 1e9 Bolts or more in billions with at most one decimal, cut not rounded', () => {
    expect(formatMarketCap(1_000_000_000 * 100)).toBe('1B');
    // 2,468,000,000 Bolts -> 2.4B (truncated, not rounded up to 2.5B)
    expect(formatMarketCap(2_468_000_000 * 100)).toBe('2.4B');
  });

  it('shows 1e6 Bolts or more in millions with at most one decimal', () => {
    expect(formatMarketCap(1_000_000 * 100)).toBe('1M');
    expect(formatMarketCap(999_999_999 * 100)).toBe('999.9M');
  });

  it('shows smaller values in full, and null when empty', () => {
    expect(formatMarketCap(999_999 * 100)).toBe('999,999');
    expect(formatMarketCap(null)).toBeNull();
    expect(formatMarketCap(undefined)).toBeNull();
  });

  // Each language's own compact words: never the English letters in Hebrew or Spanish.
  it.each([
    ['en', 2_468_900_000, '2.4B'],
    ['he', 2_468_900_000, `${RLM}2.4 מיליארד`],
    ['es', 2_468_900_000, `2468${NBSP}M`],
    ['en', 6_995_400_000, '6.9B'],
    ['he', 6_995_400_000, `${RLM}6.9 מיליארד`],
    ['es', 6_995_400_000, `6995${NBSP}M`],
    ['en', 428_000_000, '428M'],
    ['he', 428_000_000, `${RLM}428 מיליון`],
    ['es', 428_000_000, `428${NBSP}M`],
    ['en', 999_999_999, '999.9M'],
    ['he', 999_999_999, `${RLM}999.9 מיליון`],
    ['es', 999_999_999, `999,9${NBSP}M`],
    ['en', 1_234_567_890_123, '1.2T'],
    ['es', 1_234_567_890_123, `1,2${NBSP}B`],
    ['en', 999_999, '999,999'],
    ['he', 999_999, '999,999'],
    ['es', 999_999, '999.999'],
  ])('%s: %d Bolts -> %s', (locale, bolts, text) => {
    expect(formatMarketCap(bolts * 100, locale)).toBe(text);
  });
});

describe('formatCompact', () => {
  it.each([
    ['en', 965_000, '965K'],
    ['he', 965_000, `${RLM}965 אלף`],
    ['es', 965_000, `965${NBSP}mil`],
    ['en', 1_500_000, '1.5M'],
    ['he', 1_500_000, `${RLM}1.5 מיליון`],
    ['es', 1_500_000, `1,5${NBSP}M`],
    ['en', 2_900_000_000, '2.9B'],
    ['he', 2_900_000_000, `${RLM}2.9 מיליארד`],
    ['es', 2_900_000_000, `2900${NBSP}M`],
    ['he', -34_000_000, `${LRM}-${RLM}34 מיליון`],
    ['en', 159, '159'],
    ['he', 159, '159'],
    ['es', 159, '159'],
    // A regional tag counts as its language.
    ['he-IL', 12_345, `${RLM}12.3 אלף`],
  ])('%s: %d -> %s', (locale, value, text) => {
    expect(formatCompact(value, locale)).toBe(text);
  });
});

describe('formatChangePercent', () => {
  it('signs and rounds to the requested decimals', () => {
    expect(formatChangePercent(250)).toBe('+2.50%');
    expect(formatChangePercent(-75)).toBe('-0.75%');
    expect(formatChangePercent(0)).toBe('0.00%');
    expect(formatChangePercent(1234, 1)).toBe('+12.3%');
  });

  it.each([
    ['he', -75, `${LRM}-0.75%`],
    ['es', -75, '-0,75%'],
    ['es', 1234, '+12,34%'],
  ])('%s: %d bp -> %s', (locale, bp, text) => {
    expect(formatChangePercent(bp, 2, locale)).toBe(text);
  });
});

describe('formatPrice and formatInteger', () => {
  it('group digits and keep two decimals on prices', () => {
    expect(formatPrice(123_456)).toBe('1,234.56');
    expect(formatPrice(5)).toBe('0.05');
    expect(formatInteger(12_500)).toBe('12,500');
  });

  it.each([
    ['en', '1,234,567.89', '12,500'],
    ['he', '1,234,567.89', '12,500'],
    ['es', '1.234.567,89', '12.500'],
  ])("%s: the language's separators", (locale, price, integer) => {
    expect(formatPrice(123_456_789, locale)).toBe(price);
    expect(formatInteger(12_500, locale)).toBe(integer);
  });
});

describe('dateTimeFormat', () => {
  it.each([
    ['en', 'Nov 22, 2026'],
    ['he', '22 בנוב׳ 2026'],
    ['es', '22 nov 2026'],
  ])('%s: a day in the language', (locale, text) => {
    const day = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    expect(day.format(new Date('2026-11-22T00:00:00Z'))).toBe(text);
  });
});

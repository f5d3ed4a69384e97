import { describe, expect, it } from 'vitest';
import { formatChangePercent, formatInteger, formatMarketCap, formatPrice } from './format';

describe('formatMarketCap', () => {
  it('shows 1e9 Bolts or more in billions with one decimal', () => {
    expect(formatMarketCap(1_000_000_000 * 100)).toBe('1.0B');
    // 2,468,000,000 Bolts -> 2.4B (truncated, not rounded up to 2.5B)
    expect(formatMarketCap(2_468_000_000 * 100)).toBe('2.4B');
  });

  it('shows 1e6 Bolts or more in millions with one decimal', () => {
    expect(formatMarketCap(1_000_000 * 100)).toBe('1.0M');
    expect(formatMarketCap(999_999_999 * 100)).toBe('999.9M');
  });

  it('shows smaller values in full, and null when empty', () => {
    expect(formatMarketCap(999_999 * 100)).toBe('999,999');
    expect(formatMarketCap(null)).toBeNull();
    expect(formatMarketCap(undefined)).toBeNull();
  });
});

describe('formatChangePercent', () => {
  it('signs and rounds to the requested decimals', () => {
    expect(formatChangePercent(250)).toBe('+2.50%');
    expect(formatChangePercent(-75)).toBe('-0.75%');
    expect(formatChangePercent(0)).toBe('0.00%');
    expect(formatChangePercent(1234, 1)).toBe('+12.3%');
  });
});

describe('formatPrice and formatInteger', () => {
  it('group digits and keep two decimals on prices', () => {
    expect(formatPrice(123_456)).toBe('1,234.56');
    expect(formatPrice(5)).toBe('0.05');
    expect(formatInteger(12_500)).toBe('12,500');
  });
});

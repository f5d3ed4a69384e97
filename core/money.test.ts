import { describe, expect, it } from 'vitest';
import { STARTING_BALANCE_MINOR, minorToDecimalString, minorToWholeBolts, parseBoltsToMinor } from './money';

describe('parseBoltsToMinor', () => {
  it('parses whole and decimal amounts exactly', () => {
    expect(parseBoltsToMinor('12')).toBe(1_200);
    expect(parseBoltsToMinor('12.5')).toBe(1_250);
    expect(parseBoltsToMinor('12.34')).toBe(1_234);
    expect(parseBoltsToMinor(' 0.07 ')).toBe(7);
    expect(parseBoltsToMinor('-3.10')).toBe(-310);
  });

  it('parses numbers without floating-point drift', () => {
    // 0.1 + 0.2 = 0.30000000000000004 in binary floating point; money must still be 30 minor.
    expect(parseBoltsToMinor(0.1 + 0.2)).toBe(30);
    expect(parseBoltsToMinor(1234.56)).toBe(123_456);
    expect(parseBoltsToMinor(50_000)).toBe(STARTING_BALANCE_MINOR);
  });

  it('refuses more than two decimals and anything that is not a number', () => {
    for (const bad of ['1.234', 'abc', '', '1e5', '1,000', '.5', '5.', 'NaN', '--1'])
      expect(parseBoltsToMinor(bad), bad).toBeNull();
    expect(parseBoltsToMinor(Number.NaN)).toBeNull();
    expect(parseBoltsToMinor(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('minorToDecimalString', () => {
  it('always shows two decimals', () => {
    expect(minorToDecimalString(123_456)).toBe('1234.56');
    expect(minorToDecimalString(5)).toBe('0.05');
    expect(minorToDecimalString(-250)).toBe('-2.50');
    expect(minorToDecimalString(0)).toBe('0.00');
  });

  it('round-trips with parseBoltsToMinor', () => {
    for (const minor of [0, 1, 99, 100, 101, 12_345_678, -42])
      expect(parseBoltsToMinor(minorToDecimalString(minor))).toBe(minor);
  });
});

describe('minorToWholeBolts', () => {
  it('drops the cents toward zero', () => {
    expect(minorToWholeBolts(199)).toBe(1);
    expect(minorToWholeBolts(-199)).toBe(-1);
  });
});

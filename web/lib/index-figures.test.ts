import { describe, expect, it } from 'vitest';
import { dayPath, formatIndexLevel, sectorIndices, sparklinePoints, vsIndexVerdict } from './index-figures';

describe('formatIndexLevel', () => {
  it("writes hundredths of a point as points with 2 decimals, grouped in the reader's language", () => {
    // 103456 hundredths = 1,034.56 points.
    expect(formatIndexLevel(103_456, 'en')).toBe('1,034.56');
    expect(formatIndexLevel(100_000, 'en')).toBe('1,000.00');
    expect(formatIndexLevel(99_905, 'es')).toBe('999,05');
    expect(formatIndexLevel(1_234_567, 'es')).toBe('12.345,67');
    expect(formatIndexLevel(103_456, 'he')).toBe('1,034.56');
  });
});

describe('vsIndexVerdict', () => {
  it('player up 2.50%, index up 1.00%: the player is ahead', () => {
    expect(vsIndexVerdict(250, 100)).toBe('ahead');
  });
  it('player down 0.50%, index up 0.01%: the index is ahead', () => {
    expect(vsIndexVerdict(-50, 1)).toBe('behind');
  });
  it('both down 1.20%: level', () => {
    expect(vsIndexVerdict(-120, -120)).toBe('even');
  });
  it('losing less than a falling index still beats it', () => {
    expect(vsIndexVerdict(-100, -300)).toBe('ahead');
  });
  it('no index level that far back: nothing to compare', () => {
    expect(vsIndexVerdict(250, null)).toBeNull();
  });
});

describe('sectorIndices', () => {
  it('leaves the Bolts Index out and keeps the sectors in order', () => {
    const tick = (id: 'bolts' | 'technology' | 'energy') => ({ id, levelCenti: 100_000, changeBp: 0 });
    expect(sectorIndices([tick('bolts'), tick('technology'), tick('energy')]).map((i) => i.id)).toEqual([
      'technology',
      'energy',
    ]);
  });
});

describe('dayPath', () => {
  const candles = [
    { openMinor: 100_000, closeMinor: 100_200 },
    { openMinor: 100_200, closeMinor: 100_100 },
  ];
  it('starts at the first open, then every close', () => {
    expect(dayPath(candles)).toEqual([100_000, 100_200, 100_100]);
  });
  it('ends at the live level when it has moved since the last close', () => {
    expect(dayPath(candles, 100_300)).toEqual([100_000, 100_200, 100_100, 100_300]);
    expect(dayPath(candles, 100_100)).toEqual([100_000, 100_200, 100_100]);
  });
  it('is empty without candles, live level or not', () => {
    expect(dayPath([], 100_000)).toEqual([]);
  });
});

describe('sparklinePoints', () => {
  it('spreads the values across the width, highest at the top (y = 0), lowest at the bottom', () => {
    // 3 values over 100 wide: x at 0, 50, 100; 10 -> bottom (40), 30 -> top (0), 20 -> middle (20).
    expect(sparklinePoints([10, 30, 20], 100, 40)).toBe('0,40 50,0 100,20');
  });
  it('draws a flat day across the middle', () => {
    expect(sparklinePoints([5, 5], 100, 40)).toBe('0,20 100,20');
  });
  it('draws nothing from fewer than 2 values', () => {
    expect(sparklinePoints([5], 100, 40)).toBe('');
  });
});

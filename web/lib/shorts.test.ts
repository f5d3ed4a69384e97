import { describe, expect, it } from 'vitest';
import { bpPercent, marginPercent, shortTradeKind } from './shorts';

describe('shortTradeKind', () => {
  it.each([
    { side: 'sell', shortQuantity: 5, kind: 'short' },
    { side: 'buy', shortQuantity: 5, kind: 'cover' },
    { side: 'sell', shortQuantity: 0, kind: null },
    { side: 'buy', shortQuantity: 0, kind: null },
    { side: 'buy', shortQuantity: undefined, kind: null },
  ] as const)('a $side with $shortQuantity shares short: $kind', ({ side, shortQuantity, kind }) => {
    expect(shortTradeKind({ side, shortQuantity })).toBe(kind);
  });
});

describe('percents from basis points', () => {
  it('shows rules as set and margins rounded down', () => {
    expect(bpPercent(15_000)).toBe('150%');
    expect(bpPercent(2)).toBe('0.02%');
    expect(bpPercent(12_550)).toBe('125.5%');
    expect(marginPercent(13_599)).toBe('135%');
    expect(marginPercent(14_000)).toBe('140%');
    expect(bpPercent(15_000, 'he')).toBe('150%');
  });
});

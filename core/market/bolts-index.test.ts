import { describe, expect, it } from 'vitest';
import { BOLTS_INDEX_ID, chainLevels, indicesOf, INDEX_BASE_LEVEL, type IndexMember } from './bolts-index';

const members = (entries: [string, string, number][]) =>
  new Map<string, IndexMember>(entries.map(([id, category, capMinor]) => [id, { category, capMinor }]));

describe('Bolts Index', () => {
  it('weights companies by market cap: a big company moves it more than a small one', () => {
    const before = members([
      ['big', 'technology', 9_000],
      ['small', 'retail', 1_000],
    ]);
    const bigUp = chainLevels(
      new Map(),
      before,
      members([
        ['big', 'technology', 9_900],
        ['small', 'retail', 1_000],
      ]),
    );
    const smallUp = chainLevels(
      new Map(),
      before,
      members([
        ['big', 'technology', 9_000],
        ['small', 'retail', 1_100],
      ]),
    );
    expect(bigUp.get(BOLTS_INDEX_ID)).toBeCloseTo(INDEX_BASE_LEVEL * 1.09, 9);
    expect(smallUp.get(BOLTS_INDEX_ID)).toBeCloseTo(INDEX_BASE_LEVEL * 1.01, 9);
    expect(bigUp.get('technology')).toBeCloseTo(INDEX_BASE_LEVEL * 1.1, 9);
    expect(bigUp.has('retail')).toBe(true);
    expect(bigUp.get('retail')).toBeCloseTo(INDEX_BASE_LEVEL, 9);
  });

  it('does not jump when a company lists or delists', () => {
    const levels = new Map([[BOLTS_INDEX_ID, 1_234] as const]);
    const before = members([['a', 'finance', 5_000]]);
    const after = members([
      ['a', 'finance', 5_000],
      ['new', 'finance', 50_000],
    ]);
    expect(chainLevels(levels, before, after).get(BOLTS_INDEX_ID)).toBe(1_234);
    expect(chainLevels(levels, after, before).get(BOLTS_INDEX_ID)).toBe(1_234);
  });

  it('counts a company in its sector only for the six sectors', () => {
    expect(indicesOf('Technology')).toEqual([BOLTS_INDEX_ID, 'technology']);
    expect(indicesOf('Space mining')).toEqual([BOLTS_INDEX_ID]);
  });
});

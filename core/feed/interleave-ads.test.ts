import { describe, expect, it } from 'vitest';
import { seededRandom } from '../market/random';
import { AD_GAP_MAX, AD_GAP_MIN, drawAdGap, interleaveAds, type FeedItem } from './interleave-ads';

// random() values for gaps 7, 8 and 9 (floor(r * 3) = 0, 1, 2).
const GAP = { 7: 0, 8: 0.5, 9: 0.99 } as const;

/** Returns the values in order, then fails loudly: a test never draws more than it planned. */
function sequence(...values: number[]): () => number {
  let i = 0;
  return () => {
    const value = values[i++];
    if (value === undefined) throw new Error(`random() called ${i} times, only ${values.length} planned`);
    return value;
  };
}

const range = (from: number, count: number): number[] => Array.from({ length: count }, (_, i) => from + i);

/** Compact picture of a feed: news as their number, ads as 'ad:<ad>'. */
const picture = <A>(items: FeedItem<number, A>[]): (number | string)[] =>
  items.map((entry) => (entry.kind === 'news' ? entry.item : `ad:${String(entry.ad)}`));

/** Numbers of news items shown between consecutive ads (and before the first). */
function gaps<N, A>(items: FeedItem<N, A>[]): number[] {
  const result: number[] = [];
  let run = 0;
  for (const entry of items) {
    if (entry.kind === 'news') run += 1;
    else {
      result.push(run);
      run = 0;
    }
  }
  return result;
}

describe('drawAdGap', () => {
  it('maps [0, 1) uniformly onto 7, 8, 9', () => {
    expect([0, 0.33, 0.34, 0.66, 0.67, 0.999].map((r) => drawAdGap(() => r))).toEqual([7, 7, 8, 8, 9, 9]);
  });
  it('stays at 9 if a random source returns exactly 1', () => expect(drawAdGap(() => 1)).toBe(9));
});

describe('interleaveAds', () => {
  it('puts ads exactly after the drawn gaps', () => {
    const result = interleaveAds(range(1, 26), ['A', 'B', 'C'], { random: sequence(GAP[7], GAP[8], GAP[9], GAP[7]) });
    expect(picture(result.items)).toEqual([
      ...range(1, 7),
      'ad:A',
      ...range(8, 8),
      'ad:B',
      ...range(16, 9),
      'ad:C',
      25,
      26,
    ]);
    expect(result).toMatchObject({ nextAdIndex: 0, sinceLastAd: 2, nextGap: 7 });
  });

  it('cycles through 3 ads', () => {
    const result = interleaveAds(range(1, 35), ['A', 'B', 'C'], { random: () => GAP[7] });
    expect(result.items.filter((e) => e.kind === 'ad').map((e) => (e.kind === 'ad' ? e.ad : null))).toEqual([
      'A',
      'B',
      'C',
      'A',
      'B',
    ]);
    expect(result.nextAdIndex).toBe(2);
  });

  it('starts the cycle at startAdIndex, taken modulo the ads count', () => {
    const ads = ['A', 'B', 'C'];
    const first = (startAdIndex: number) =>
      interleaveAds(range(1, 7), ads, { random: () => GAP[7], startAdIndex }).items.at(-1);
    expect(first(1)).toEqual({ kind: 'ad', ad: 'B' });
    expect(first(5)).toEqual({ kind: 'ad', ad: 'C' });
    expect(first(-1)).toEqual({ kind: 'ad', ad: 'C' });
  });

  it('never starts with an ad and ends with one only when the gap is reached exactly', () => {
    const exact = interleaveAds(range(1, 8), ['A'], { random: sequence(GAP[8]) });
    expect(picture(exact.items)).toEqual([...range(1, 8), 'ad:A']);
    expect(exact).toMatchObject({ sinceLastAd: 0, nextGap: null });

    const short = interleaveAds(range(1, 7), ['A'], { random: sequence(GAP[8]) });
    expect(picture(short.items)).toEqual(range(1, 7));
    expect(short).toMatchObject({ sinceLastAd: 7, nextGap: 8 });

    expect(interleaveAds([], ['A'], { random: sequence() }).items).toEqual([]);
  });

  it('inserts nothing and draws nothing without ads', () => {
    const result = interleaveAds(range(1, 30), [], { random: sequence() });
    expect(picture(result.items)).toEqual(range(1, 30));
    expect(result).toMatchObject({ nextAdIndex: 0, sinceLastAd: 30, nextGap: null });
  });

  it('keeps gaps within 7..9 over 10,000 news items with a seeded random, using all three', () => {
    const result = interleaveAds(range(0, 10_000), ['A', 'B', 'C'], { random: seededRandom(42) });
    const seen = gaps(result.items);
    expect(seen.length).toBeGreaterThan(10_000 / AD_GAP_MAX - 1);
    expect(seen.every((gap) => gap >= AD_GAP_MIN && gap <= AD_GAP_MAX)).toBe(true);
    expect(new Set(seen)).toEqual(new Set([7, 8, 9]));
    expect(result.items.filter((e) => e.kind === 'news')).toHaveLength(10_000);
    expect(result.items[0]?.kind).toBe('news');
  });

  it('gives the same feed page by page as for one long list', () => {
    const ads = ['A', 'B', 'C'];
    const news = range(0, 137);
    const whole = interleaveAds(news, ads, { random: seededRandom(7) });

    // Pages of 10 (the feed's page size), plus awkward sizes: 1, 0, and a page ending right on an ad.
    for (const sizes of [[10], [1, 0, 9, 3, 17, 8]]) {
      const random = seededRandom(7);
      const items: FeedItem<number, string>[] = [];
      let cursor = { startAdIndex: 0, sinceLastAd: 0, nextGap: null as number | null };
      let offset = 0;
      let page = 0;
      while (offset < news.length) {
        const size = sizes[page++ % sizes.length] ?? 10;
        const r = interleaveAds(news.slice(offset, offset + size), ads, { random, ...cursor });
        items.push(...r.items);
        cursor = { startAdIndex: r.nextAdIndex, sinceLastAd: r.sinceLastAd, nextGap: r.nextGap };
        offset += size;
      }
      expect(items).toEqual(whole.items);
      expect(cursor).toEqual({
        startAdIndex: whole.nextAdIndex,
        sinceLastAd: whole.sinceLastAd,
        nextGap: whole.nextGap,
      });
    }
  });

  it('continues a page that ended mid-gap with the gap already drawn', () => {
    const first = interleaveAds(range(1, 5), ['A', 'B'], { random: sequence(GAP[9]) });
    expect(first).toMatchObject({ sinceLastAd: 5, nextGap: 9 });
    const second = interleaveAds(range(6, 10), ['A', 'B'], {
      random: sequence(GAP[7]),
      startAdIndex: first.nextAdIndex,
      sinceLastAd: first.sinceLastAd,
      nextGap: first.nextGap,
    });
    expect(picture(second.items)).toEqual([6, 7, 8, 9, 'ad:A', 10, 11, 12, 13, 14, 15]);
  });

  it('shows an ad after the first news item when a carried count is already past the gap', () => {
    const result = interleaveAds([1, 2], ['A'], { random: sequence(GAP[7], GAP[7]), sinceLastAd: 12 });
    expect(picture(result.items)).toEqual([1, 'ad:A', 2]);
  });

  it('rejects a cursor that cannot come from a previous page', () => {
    const random = () => 0;
    expect(() => interleaveAds([1], ['A'], { random, nextGap: 6 })).toThrow(RangeError);
    expect(() => interleaveAds([1], ['A'], { random, nextGap: 8.5 })).toThrow(RangeError);
    expect(() => interleaveAds([1], ['A'], { random, sinceLastAd: -1 })).toThrow(RangeError);
    expect(() => interleaveAds([1], ['A'], { random, startAdIndex: 0.5 })).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import type { FeedItem } from '#core/schemas/feed';
import type { ChartCandle } from '#core/schemas/trading';
import { newsMove, pickHeadline, rangeFor, windowStart } from './news-move';

const now = new Date('2026-11-25T15:00:00Z');
const candle = (time: string, openMinor: number, closeMinor: number): ChartCandle => ({
  time: Date.parse(time),
  openMinor,
  highMinor: Math.max(openMinor, closeMinor),
  lowMinor: Math.min(openMinor, closeMinor),
  closeMinor,
  volume: 0,
});

describe('rangeFor', () => {
  it("draws this afternoon's headline on today's chart", () => {
    expect(rangeFor('2026-11-25T13:10:00Z', now)).toBe('1D');
  });

  it("draws a headline from before midnight on the week's chart", () => {
    expect(rangeFor('2026-11-24T23:50:00Z', now)).toBe('1W');
  });

  it("uses the week's chart while today's is still too short to show anything", () => {
    expect(rangeFor('2026-11-25T00:40:00Z', new Date('2026-11-25T01:00:00Z'))).toBe('1W');
  });

  it('goes to the month and then all of history as the headline ages', () => {
    expect(rangeFor('2026-11-15T12:00:00Z', now)).toBe('1M');
    expect(rangeFor('2026-09-01T12:00:00Z', now)).toBe('ALL');
  });
});

describe('newsMove', () => {
  const candles = [
    candle('2026-11-25T13:00:00Z', 5_000, 5_010),
    candle('2026-11-25T13:05:00Z', 5_010, 5_110),
    candle('2026-11-25T13:10:00Z', 5_110, 5_100),
  ];

  it('measures a headline at 13:07 from the open of its candle (50.10) to the last close (51.00)', () => {
    // (5,100 - 5,010) / 5,010 = +1.796...% -> 180 bp.
    expect(newsMove(candles, '2026-11-25T13:07:00Z')).toEqual({
      index: 1,
      beforeMinor: 5_010,
      nowMinor: 5_100,
      changeBp: 180,
    });
  });

  it('puts a headline that came out on a candle boundary in the candle it opens', () => {
    expect(newsMove(candles, '2026-11-25T13:10:00Z')?.index).toBe(2);
  });

  it('has nothing to measure when the chart starts after the headline', () => {
    expect(newsMove(candles, '2026-11-25T12:00:00Z')).toBeNull();
    expect(newsMove([], '2026-11-25T12:00:00Z')).toBeNull();
  });
});

describe('pickHeadline', () => {
  const item = (id: string, sentiment: FeedItem['sentiment']) => ({ id, sentiment }) as FeedItem;

  it('takes the newest headline with a sentiment over a newer neutral one', () => {
    expect(pickHeadline([item('a', 'neutral'), item('b', 'negative'), item('c', 'positive')])?.id).toBe('b');
  });

  it('falls back to the newest when all are neutral, and to nothing without news', () => {
    expect(pickHeadline([item('a', 'neutral'), item('b', 'neutral')])?.id).toBe('a');
    expect(pickHeadline([])).toBeNull();
  });
});

describe('windowStart', () => {
  it('shows three times as many candles before an hour-old headline as after it: 36 before 12', () => {
    expect(windowStart(200, 213)).toBe(164);
  });

  it('shows at least 24 candles before a headline from a moment ago', () => {
    expect(windowStart(200, 201)).toBe(176);
  });

  it('starts at the beginning when the history before the headline is short', () => {
    expect(windowStart(10, 40)).toBe(0);
  });
});

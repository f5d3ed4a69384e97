import { describe, expect, it } from 'vitest';
import type { NewsItem } from '#core/schemas/companies';
import { newsMarkers } from './news-markers';

const candle = (iso: string) => ({
  time: Date.parse(iso),
  openMinor: 100,
  highMinor: 100,
  lowMinor: 100,
  closeMinor: 100,
  volume: 0,
});
const item = (publishedAt: string, sentiment: NewsItem['sentiment'] = 'positive'): NewsItem => ({
  id: '00000000-0000-4000-8000-000000000000',
  companyId: '00000000-0000-4000-8000-000000000001',
  companyName: 'Test',
  companySymbol: 'TST',
  headline: `News at ${publishedAt}`,
  summary: '',
  newsType: 'earnings',
  sentiment,
  publishedAt,
});

describe('news markers on the chart', () => {
  const candles = ['2026-11-22T10:00:00Z', '2026-11-22T11:00:00Z', '2026-11-22T12:00:00Z'].map(candle);

  it('puts each item on the candle it was published in, oldest first, and leaves out older news', () => {
    const markers = newsMarkers(
      [
        item('2026-11-22T12:30:00Z', 'negative'),
        item('2026-11-22T10:59:59Z'),
        item('2026-11-22T11:00:00Z', 'neutral'),
        item('2026-11-22T09:59:00Z'),
      ],
      candles,
    );
    expect(markers.map((m) => [new Date(m.time * 1000).toISOString(), m.sentiment])).toEqual([
      ['2026-11-22T10:00:00.000Z', 'positive'],
      ['2026-11-22T11:00:00.000Z', 'neutral'],
      ['2026-11-22T12:00:00.000Z', 'negative'],
    ]);
  });

  it('no candles, no markers', () => {
    expect(newsMarkers([item('2026-11-22T12:30:00Z')], [])).toEqual([]);
  });
});

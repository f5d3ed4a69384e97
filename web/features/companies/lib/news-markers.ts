// "Why did it move?": each news item of the company becomes a marker on the chart, on the candle
// in which it was published, so a reader sees the jump right after good or bad news.
import type { Sentiment } from '#core/news';
import type { NewsItem } from '#core/schemas/companies';
import type { Candle } from '../api/get-candles';
import { toUnixSeconds } from './chart-summary';

export interface NewsMarker {
  /** The candle's time, unix seconds (markers must sit on a bar). */
  time: number;
  sentiment: Sentiment;
  headline: string;
}

/**
 * Markers for the news published within the candles' span, each on the last candle that starts at
 * or before it (a candle drawn before the item was published cannot show its effect). Oldest first.
 */
export function newsMarkers(news: readonly NewsItem[], candles: readonly Candle[]): NewsMarker[] {
  if (candles.length === 0) return [];
  const times = candles.map((c) => toUnixSeconds(c.time));
  const markers: NewsMarker[] = [];
  for (const item of news) {
    const at = Date.parse(item.publishedAt) / 1000;
    if (!(at >= times[0]!)) continue;
    let i = times.length - 1;
    while (i > 0 && times[i]! > at) i--;
    markers.push({ time: times[i]!, sentiment: item.sentiment, headline: item.headline });
  }
  return markers.sort((a, b) => a.time - b.time);
}

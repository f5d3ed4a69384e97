// A plausible past for a company that has none yet (a new install): the market's own walk
// (./price-step) run backwards from the current price, so the history ends exactly where the
// price is now. The walk's distance from fair value is time-reversible, so stepping back draws
// from the same law as stepping forward; going back, fair value loses the drift and each news
// item's gap.
import { pickEvent } from '../newsroom/pick-event';
import { DAY_CANDLE_MS } from '../schemas/trading';
import { bucketStart, DAY_MS, HOUR_MS, type Candle } from './candles';
import { DRIFT_PER_SECOND, fairBand, newsGapFactor, priceStep } from './price-step';
import { normal, type Random } from './random';

/**
 * The candles a new install starts with, coarsest first: each range the size its chart draws, so
 * the seed writes no finer rows than a chart shows. Daily for a year (All), four-hourly for the
 * rest of the month (1M), hourly for the week (1W), five-minute ones for the last day (1D).
 */
export const HISTORY_RANGES = [
  { sizeMs: DAY_MS, spanMs: 365 * DAY_MS, steps: 6 },
  { sizeMs: 4 * HOUR_MS, spanMs: 23 * DAY_MS, steps: 6 },
  { sizeMs: HOUR_MS, spanMs: 7 * DAY_MS, steps: 6 },
  { sizeMs: DAY_CANDLE_MS, spanMs: DAY_MS, steps: 5 },
] as const;
/** priceStep rounds to whole minor units; on this notional that rounding is far below a float's own. */
const NOTIONAL = 2 ** 40;
const VOLUME_NOISE = 0.4;

export interface HistoryNews {
  /** Epoch milliseconds. Items at or after `now`, or before the history starts, are left out. */
  at: number;
  impactScore: number;
}

export interface HistoryInput {
  priceMinor: number;
  category: string;
  news: readonly HistoryNews[];
  /** Epoch milliseconds: the history ends here, at `priceMinor`. */
  now: number;
  /** Shares traded in a typical day, spread over the candles with noise. */
  dailyVolume: number;
  random: Random;
}

export interface PriceHistory {
  /** Oldest first, each opening at the previous one's close; the last closes at the price. */
  candles: Candle[];
  /** The price at the last UTC midnight: the open of the day's first candle. */
  dayOpenMinor: number;
}

/**
 * News the history invents for the months before the seed's own items: one every `everyMs` on
 * average, sized and signed as the newsroom's are (good and bad alike), so the year has the
 * swings real news gives a company rather than a straight line.
 */
export function pastNews(from: number, until: number, everyMs: number, random: Random): HistoryNews[] {
  const items: HistoryNews[] = [];
  for (let at = from + random() * everyMs; at < until; at += everyMs * (0.5 + random())) {
    items.push({ at: Math.floor(at), impactScore: pickEvent(random).impactScore });
  }
  return items;
}

/**
 * Where each of HISTORY_RANGES starts, in its order: at least its span before the next one (or
 * now), rounded down to the coarser range's unit so the two adjoin. The last day rounded down to
 * the hour always reaches past midnight, so today is all five-minute candles.
 */
export function historyBounds(now: number): number[] {
  const froms: number[] = [];
  let end = now;
  for (let i = HISTORY_RANGES.length - 1; i >= 0; i--) {
    const { sizeMs, spanMs } = HISTORY_RANGES[i]!;
    end = bucketStart(end - spanMs, HISTORY_RANGES[i - 1]?.sizeMs ?? sizeMs);
    froms.unshift(end);
  }
  return froms;
}

export function priceHistory(input: HistoryInput): PriceHistory {
  const { now, random } = input;
  const froms = historyBounds(now);
  const news = input.news.filter((n) => n.at >= froms[0]! && n.at < now).sort((a, b) => b.at - a.at);
  // Newest first: the next item to undo going back is news[next].
  let next = 0;
  let at = now;
  let fair = input.priceMinor;
  let gap = 0;

  const price = () => {
    const { lowMinor, highMinor } = fairBand(fair);
    return Math.max(lowMinor, Math.min(Math.max(lowMinor, highMinor), Math.round(fair * Math.exp(gap))));
  };

  /** Back to `to` (no news strictly between): the gap steps, fair value sheds the drift. */
  const stepBack = (to: number) => {
    if (to >= at) return;
    const dtSeconds = (at - to) / 1000;
    const lastNews = news[next];
    const step = priceStep(
      { priceMinor: NOTIONAL * Math.exp(gap), fairValue: NOTIONAL },
      { category: input.category, dtSeconds, secondsSinceNews: lastNews ? (at - lastNews.at) / 1000 : null },
      random,
    );
    gap = Math.log(step.priceMinor / step.fairValue);
    fair /= Math.exp(DRIFT_PER_SECOND * dtSeconds);
    at = to;
  };

  /** Before a news item, fair value (and the price with it) stood lower by its gap; the gap to fair did not change. */
  const undoNews = () => {
    fair /= newsGapFactor(news[next]!.impactScore);
    next++;
  };

  // The day's volume spread over the candle's share of it, times a log-normal factor of mean 1.
  const volumeOf = (ms: number) =>
    Math.round(((input.dailyVolume * ms) / DAY_MS) * Math.exp(VOLUME_NOISE * normal(random) - VOLUME_NOISE ** 2 / 2));

  const candles: Candle[] = [];
  let dayOpenMinor = input.priceMinor;
  const dayStart = bucketStart(now, DAY_MS);
  let end = now;
  // Newest range first: the walk goes back in time.
  const ranges = HISTORY_RANGES.map((range, i) => ({ ...range, from: froms[i]! })).reverse();
  // `steps` points are simulated inside each candle; its high and low are taken over them.
  for (const { from, sizeMs, steps } of ranges) {
    for (let start = bucketStart(end - 1, sizeMs); start >= from; start -= sizeMs) {
      // A candle holds [start, end): a news item at its start moves it; one at its end, the next.
      const close = price();
      let high = close;
      let low = close;
      for (let k = steps - 1; k >= 0; k--) {
        const point = start + ((end - start) * k) / steps;
        while (next < news.length && news[next]!.at >= point) {
          stepBack(news[next]!.at);
          const after = price();
          undoNews();
          const before = price();
          high = Math.max(high, after, before);
          low = Math.min(low, after, before);
        }
        stepBack(point);
        const p = price();
        high = Math.max(high, p);
        low = Math.min(low, p);
      }
      const open = price();
      candles.push({
        start,
        openMinor: open,
        highMinor: high,
        lowMinor: low,
        closeMinor: close,
        volume: volumeOf(end - start),
      });
      if (start === dayStart) dayOpenMinor = open;
      end = start;
    }
  }
  return { candles: candles.reverse(), dayOpenMinor };
}

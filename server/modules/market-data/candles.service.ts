// A company's price history for charts: stored and live candles rolled up to the range's candle size
// when read. Every viewer of a company asks for the same chart, so each is cached for a moment.
import { bucketStart, DAY_MS, HOUR_MS, rollUp } from '#core/market/candles';
import { DAY_CANDLE_MS, type CANDLE_RANGES, type ChartCandle } from '#core/schemas/trading';
import { ReadCache } from '../../lib/read-cache';
import type { MarketDataRepo } from './market-data.repo';

type Range = (typeof CANDLE_RANGES)[number];

/**
 * Each chart range: where it starts (null: all history), and the candle size shown. 1D is the UTC
 * day so far, the same day a company's change counts from: its first candle opens at the day's open.
 */
export const RANGES: Record<Range, { since: (now: number) => number | null; sizeMs: number }> = {
  '1D': { since: (now) => bucketStart(now, DAY_MS), sizeMs: DAY_CANDLE_MS },
  '1W': { since: (now) => now - 7 * DAY_MS, sizeMs: HOUR_MS },
  '1M': { since: (now) => now - 30 * DAY_MS, sizeMs: 4 * HOUR_MS },
  ALL: { since: () => null, sizeMs: DAY_MS },
};

export function createCandlesService(
  repo: Pick<MarketDataRepo, 'candles'>,
  options: { cacheTtlMs?: number; now?: () => number } = {},
) {
  const charts = new ReadCache<ChartCandle[]>(options.cacheTtlMs ?? 0);
  /** One answer object per cached chart, so cachedJson serializes and compresses it once. */
  const answers = new WeakMap<ChartCandle[], { range: Range; candles: ChartCandle[] }>();
  const clock = options.now ?? Date.now;

  async function read(companyId: string, range: Range, now: number): Promise<ChartCandle[]> {
    const { since, sizeMs } = RANGES[range];
    const from = since(now);
    const minutes = await repo.candles(companyId, from === null ? null : new Date(from));
    return rollUp(minutes, sizeMs).map((c) => ({
      time: c.start,
      openMinor: c.openMinor,
      highMinor: c.highMinor,
      lowMinor: c.lowMinor,
      closeMinor: c.closeMinor,
      volume: c.volume,
    }));
  }

  function candles(companyId: string, range: Range): Promise<ChartCandle[]> {
    const now = clock();
    // At midnight the day's chart starts afresh: yesterday's cached answer is never today's.
    const key = range === '1D' ? `${companyId}:1D:${bucketStart(now, DAY_MS)}` : `${companyId}:${range}`;
    return charts.get(key, () => read(companyId, range, now));
  }

  return {
    candles,
    /** The chart route's answer: the same object while the chart is cached. */
    answer: async (companyId: string, range: Range) => {
      const list = await candles(companyId, range);
      let answer = answers.get(list);
      if (!answer) answers.set(list, (answer = { range, candles: list }));
      return answer;
    },
    /** Prices moved: the last candle of every chart changed. */
    invalidate: () => charts.invalidate(),
  };
}
export type CandlesService = ReturnType<typeof createCandlesService>;

// A company's price history for charts: one-minute candles rolled up to the range's candle size
// when read. Every viewer of a company asks for the same chart, so each is cached for a moment.
import { DAY_MS, HOUR_MS, MINUTE_MS, rollUp } from '#core/market/candles';
import type { CANDLE_RANGES, ChartCandle } from '#core/schemas/trading';
import { ReadCache } from '../../lib/read-cache';
import type { MarketDataRepo } from './market-data.repo';

type Range = (typeof CANDLE_RANGES)[number];

/** Each chart range: how far back, and the candle size shown. */
export const RANGES: Record<Range, { backMs: number | null; sizeMs: number }> = {
  '1D': { backMs: DAY_MS, sizeMs: 5 * MINUTE_MS },
  '1W': { backMs: 7 * DAY_MS, sizeMs: HOUR_MS },
  '1M': { backMs: 30 * DAY_MS, sizeMs: 4 * HOUR_MS },
  ALL: { backMs: null, sizeMs: DAY_MS },
};

export function createCandlesService(repo: Pick<MarketDataRepo, 'candles'>, options: { cacheTtlMs?: number } = {}) {
  const charts = new ReadCache<ChartCandle[]>(options.cacheTtlMs ?? 0);

  async function read(companyId: string, range: Range, now: number): Promise<ChartCandle[]> {
    const { backMs, sizeMs } = RANGES[range];
    const minutes = await repo.candles(companyId, backMs === null ? null : new Date(now - backMs));
    return rollUp(minutes, sizeMs).map((c) => ({
      time: c.start,
      openMinor: c.openMinor,
      highMinor: c.highMinor,
      lowMinor: c.lowMinor,
      closeMinor: c.closeMinor,
      volume: c.volume,
    }));
  }

  return {
    candles: (companyId: string, range: Range) =>
      charts.get(`${companyId}:${range}`, () => read(companyId, range, Date.now())),
    /** Prices moved: the last candle of every chart changed. */
    invalidate: () => charts.invalidate(),
  };
}
export type CandlesService = ReturnType<typeof createCandlesService>;

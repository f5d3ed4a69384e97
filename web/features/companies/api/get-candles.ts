import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CANDLE_RANGES, candleSchema } from '#core/schemas/trading';
import { apiGet } from '../../../lib/api-client';

export type CandleRange = (typeof CANDLE_RANGES)[number];
export type Candle = z.infer<typeof candleSchema>;
export interface Candles {
  range: CandleRange;
  candles: Candle[];
}

/** Today (1D) moves with every market tick: it reloads this often while the page is open. */
export const DAY_RANGE_REFRESH_MS = 30_000;
/** An empty chart fills in with the market's next candle: it looks again this often. */
export const EMPTY_RANGE_REFRESH_MS = 5_000;

/** GET /api/companies/{id}/candles?range=: a company's price candles for one chart range, oldest first. */
export function getCandles(companyId: string, range: CandleRange): Promise<Candles> {
  return apiGet<Candles>(`/companies/${encodeURIComponent(companyId)}/candles`, { range });
}

export function candlesQueryOptions(companyId: string, range: CandleRange) {
  return queryOptions({
    queryKey: ['companies', 'candles', companyId, range] as const,
    queryFn: () => getCandles(companyId, range),
    staleTime: range === '1D' ? DAY_RANGE_REFRESH_MS : 5 * 60_000,
    // A range with no candles yet (a market that just opened) looks again soon; today keeps
    // following the market.
    refetchInterval: (query) =>
      query.state.data?.candles.length === 0 ? EMPTY_RANGE_REFRESH_MS : range === '1D' ? DAY_RANGE_REFRESH_MS : false,
    // Switching ranges keeps the previous chart on screen (dimmed) until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useCandles(companyId: string, range: CandleRange) {
  return useQuery(candlesQueryOptions(companyId, range));
}

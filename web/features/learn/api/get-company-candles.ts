import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CANDLE_RANGES, ChartCandle } from '#core/schemas/trading';
import { apiGet } from '../../../lib/api-client';

export type CandleRange = (typeof CANDLE_RANGES)[number];

/** GET /api/companies/{id}/candles?range=: a company's price history, oldest first (the company page's key). */
export const companyCandlesQueryOptions = (id: string, range: CandleRange) =>
  queryOptions({
    queryKey: ['companies', 'candles', id, range] as const,
    queryFn: () =>
      apiGet<{ range: CandleRange; candles: ChartCandle[] }>(`/companies/${encodeURIComponent(id)}/candles`, { range }),
    staleTime: 60_000,
  });

export function useCompanyCandles(id: string | undefined, range: CandleRange) {
  return useQuery({ ...companyCandlesQueryOptions(id ?? '', range), enabled: !!id });
}

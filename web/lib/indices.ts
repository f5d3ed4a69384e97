// The Bolts Index and the sector indices (docs/rules.md#bolts-index), shared by the feed, the
// companies directory, the trading floor and the profile: one GET /api/indices query that the
// socket's `indices` frame overwrites at every market tick (web/lib/realtime), polled only while
// the socket is down; and an index's candles for its sparkline and chart.
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ServerEvents } from '#core/realtime';
import type { IndexTick, Indices } from '#core/schemas/market-data';
import type { CANDLE_RANGES, candleSchema } from '#core/schemas/trading';
import { apiGet } from './api-client';
import { useRealtimeStatus } from './realtime-client';

export type { IndexTick };
export type IndexId = IndexTick['id'];
export type IndexCandleRange = (typeof CANDLE_RANGES)[number];
/** A candle in hundredths of a point (the `Minor` fields are the API's shared candle shape). */
export type IndexCandle = z.infer<typeof candleSchema>;
export interface IndexCandles {
  range: IndexCandleRange;
  candles: IndexCandle[];
}

/** Without the socket, the levels reload this often (the market ticks every 5 s). */
export const INDICES_POLL_MS = 15_000;
/** Today's candles reload this often; the live level is drawn after them meanwhile. */
export const INDEX_DAY_REFRESH_MS = 60_000;

export const indicesKeys = {
  list: ['indices', 'list'] as const,
  candles: (id: IndexId, range: IndexCandleRange) => ['indices', 'candles', id, range] as const,
};

export const indicesQueryOptions = queryOptions({
  queryKey: indicesKeys.list,
  queryFn: () => apiGet<Indices>('/indices').then((r) => r.indices),
  staleTime: INDICES_POLL_MS,
});

/** Every index with a level, the Bolts Index first; empty on a new database until the engine ticks. */
export function useIndices() {
  const live = useRealtimeStatus() === 'open';
  return useQuery({ ...indicesQueryOptions, refetchInterval: live ? false : INDICES_POLL_MS });
}

export function indexCandlesQueryOptions(id: IndexId, range: IndexCandleRange) {
  return queryOptions({
    queryKey: indicesKeys.candles(id, range),
    queryFn: () => apiGet<IndexCandles>(`/indices/${encodeURIComponent(id)}/candles`, { range }),
    staleTime: range === '1D' ? INDEX_DAY_REFRESH_MS : 5 * 60_000,
    refetchInterval: range === '1D' ? INDEX_DAY_REFRESH_MS : false,
    // Switching chart ranges keeps the previous one on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useIndexCandles(id: IndexId, range: IndexCandleRange, options: { enabled?: boolean } = {}) {
  return useQuery({ ...indexCandlesQueryOptions(id, range), ...options });
}

/** A tick's levels replace the cached list (the frame carries every index), once a page has asked for it. */
export function applyIndices(queryClient: QueryClient, { indices }: ServerEvents['indices']) {
  if (!queryClient.getQueryCache().find({ queryKey: indicesKeys.list, exact: true })) return;
  queryClient.setQueryData<IndexTick[]>(indicesKeys.list, indices);
}

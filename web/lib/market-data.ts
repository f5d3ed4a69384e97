// Live market data of one company for the trading floor. Using the book or the trades follows the
// company over the realtime socket (web/lib/realtime writes its frames into these same keys); while
// the socket pushes it, polling pauses, and it resumes at its usual cadence (docs/rules.md#trading)
// as soon as the socket drops.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_BOOK_REFRESH_MS, RECENT_TRADES_REFRESH_MS } from '#core/realtime';
import type { OrderBook, RecentTrades } from '#core/schemas/market-data';
import { apiGet } from './api-client';
import { useCompanySubscription, useLiveCompany } from './realtime-client';

export const marketDataKeys = {
  book: (companyId: string) => ['market', 'book', companyId] as const,
  trades: (companyId: string) => ['market', 'trades', companyId] as const,
};

export const orderBookQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: marketDataKeys.book(companyId),
    queryFn: () => apiGet<OrderBook>(`/companies/${encodeURIComponent(companyId)}/order-book`),
    refetchInterval: ORDER_BOOK_REFRESH_MS,
    staleTime: ORDER_BOOK_REFRESH_MS,
  });

export const recentTradesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: marketDataKeys.trades(companyId),
    queryFn: () => apiGet<RecentTrades>(`/companies/${encodeURIComponent(companyId)}/recent-trades`),
    refetchInterval: RECENT_TRADES_REFRESH_MS,
    staleTime: RECENT_TRADES_REFRESH_MS,
  });

export const useOrderBook = (companyId: string | undefined) => {
  useCompanySubscription(companyId);
  const live = useLiveCompany(companyId);
  return useQuery({
    ...orderBookQueryOptions(companyId ?? ''),
    enabled: !!companyId,
    ...(live ? { refetchInterval: false as const } : {}),
  });
};

export const useRecentTrades = (companyId: string | undefined) => {
  useCompanySubscription(companyId);
  const live = useLiveCompany(companyId);
  return useQuery({
    ...recentTradesQueryOptions(companyId ?? ''),
    enabled: !!companyId,
    ...(live ? { refetchInterval: false as const } : {}),
  });
};

// The watchlist, price alerts and the portfolio's value over time (docs/rules.md#your-progress).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HistoryRange } from '#core/progress/portfolio-history';
import type { PortfolioHistory } from '#core/schemas/portfolio-history';
import type { NewPriceAlert, PriceAlertList, Watchlist } from '#core/schemas/watchlist';
import { apiGet, apiSend } from './api-client';
import { gameParam, useChosenGame } from './chosen-game';

/** Prices move every few seconds: the compact lists re-read this often while they are on screen. */
export const WATCHLIST_REFRESH_MS = 15_000;

export const watchlistKeys = {
  list: ['watchlist'] as const,
  alerts: ['price-alerts'] as const,
  history: (gameId: string, range: HistoryRange) => ['portfolio', 'history', gameId, range] as const,
};

export const watchlistQueryOptions = queryOptions({
  queryKey: watchlistKeys.list,
  queryFn: () => apiGet<Watchlist>('/watchlist'),
});

export function useWatchlist() {
  return useQuery({ ...watchlistQueryOptions, refetchInterval: WATCHLIST_REFRESH_MS });
}

/** PUT or DELETE /api/watchlist/{id}: the answer is the new list. */
export function useToggleStar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, starred }: { companyId: string; starred: boolean }) =>
      apiSend<Watchlist>(starred ? 'PUT' : 'DELETE', `/watchlist/${companyId}`),
    onSuccess: (list) => queryClient.setQueryData(watchlistKeys.list, list),
  });
}

export function usePriceAlerts() {
  return useQuery({
    queryKey: watchlistKeys.alerts,
    queryFn: () => apiGet<PriceAlertList>('/price-alerts'),
    refetchInterval: WATCHLIST_REFRESH_MS,
  });
}

export function useCreatePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alert: NewPriceAlert) => apiSend<PriceAlertList>('POST', '/price-alerts', alert),
    onSuccess: (list) => queryClient.setQueryData(watchlistKeys.alerts, list),
  });
}

export function useDeletePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<PriceAlertList>('DELETE', `/price-alerts/${id}`),
    onSuccess: (list) => queryClient.setQueryData(watchlistKeys.alerts, list),
  });
}

/** GET /api/portfolio/history in the chosen game; the previous range stays while the next loads. */
export function usePortfolioHistory(range: HistoryRange) {
  const { gameId, ready } = useChosenGame();
  return useQuery({
    queryKey: watchlistKeys.history(gameId, range),
    queryFn: () => apiGet<PortfolioHistory>('/portfolio/history', { game: gameParam(gameId), range }),
    enabled: ready,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}

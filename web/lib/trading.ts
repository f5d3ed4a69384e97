// The signed-in player's trading data in the chosen game (web/lib/chosen-game), shared by the
// trading floor, the profile and the feed: portfolio, orders and trade history. Each change reloads
// these once: the request that made it (the trading floor's place-order and cancel-order) reloads
// them when it settles, and the socket's news of the same order (web/lib/realtime) leaves them be.
import { queryOptions, useQuery, type MutationCache, type QueryClient } from '@tanstack/react-query';
import { PUBLIC_GAME_ID } from '#core/games';
import type { Order, PlaceOrderResult, Portfolio, Trade } from '#core/schemas/trading';
import { apiGet } from './api-client';
import { gameParam, useChosenGame } from './chosen-game';

export const tradingKeys = {
  all: ['trading'] as const,
  /** Every game's portfolio. */
  portfolio: ['trading', 'portfolio'] as const,
  portfolioIn: (gameId: string) => ['trading', 'portfolio', gameId] as const,
  orders: (gameId: string, status: 'open' | 'all') => ['trading', 'orders', gameId, status] as const,
  trades: (gameId: string) => ['trading', 'trades', gameId] as const,
  /** The trading floor's place-order and cancel-order requests, which reloadAfterOrderNews looks for. */
  place: ['trading', 'place'] as const,
  cancel: ['trading', 'cancel'] as const,
};

export const portfolioQueryOptions = (gameId: string = PUBLIC_GAME_ID) =>
  queryOptions({
    queryKey: tradingKeys.portfolioIn(gameId),
    queryFn: () => apiGet<Portfolio>('/portfolio', { game: gameParam(gameId) }),
    staleTime: 5_000,
  });

export const ordersQueryOptions = (gameId: string = PUBLIC_GAME_ID, status: 'open' | 'all' = 'open') =>
  queryOptions({
    queryKey: tradingKeys.orders(gameId, status),
    queryFn: () => apiGet<{ orders: Order[] }>('/orders', { status, game: gameParam(gameId) }).then((r) => r.orders),
    staleTime: 5_000,
  });

export const tradesQueryOptions = (gameId: string = PUBLIC_GAME_ID) =>
  queryOptions({
    queryKey: tradingKeys.trades(gameId),
    queryFn: () => apiGet<{ trades: Trade[] }>('/trades', { game: gameParam(gameId) }).then((r) => r.trades),
    staleTime: 5_000,
  });

/** The chosen game's portfolio; `refetchInterval` keeps a page's holdings re-valued while it is open. */
export function usePortfolio(options: { refetchInterval?: number } = {}) {
  const { gameId, ready } = useChosenGame();
  return useQuery({ ...portfolioQueryOptions(gameId), ...options, enabled: ready });
}
export function useOpenOrders() {
  const { gameId, ready } = useChosenGame();
  return useQuery({ ...ordersQueryOptions(gameId, 'open'), enabled: ready });
}
export function useTrades() {
  const { gameId, ready } = useChosenGame();
  return useQuery({ ...tradesQueryOptions(gameId), enabled: ready });
}

/** Reloads everything a trade, a cancel or a fill can change, in every game (only what is on screen refetches). */
export function invalidateTrading(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: tradingKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['profile'] });
}

const isPending = (cache: MutationCache, key: readonly unknown[]) =>
  cache.findAll({ mutationKey: key, status: 'pending' }).length > 0;

/** Resolves once no request of this kind is in flight in this tab. */
function settled(cache: MutationCache, key: readonly unknown[]): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = cache.subscribe(() => {
      if (isPending(cache, key)) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Reloads the trading data after the socket's news of one of the player's orders, unless this
 * tab's own request (`byRequest`: the placement that a fill at once answers, or the cancel) has
 * reloaded it already: each query then reloads once per order. The news may come before the
 * request's answer, so a request still in flight is waited for. A resting order's fill and an
 * expiry come from the market alone (`byRequest` null).
 */
export function reloadAfterOrderNews(queryClient: QueryClient, byRequest: 'place' | 'cancel' | null, orderId: string) {
  if (!byRequest) return invalidateTrading(queryClient);
  const cache = queryClient.getMutationCache();
  const key = tradingKeys[byRequest];
  const handled = () =>
    cache
      .findAll({ mutationKey: key, status: 'success' })
      .some((m) =>
        byRequest === 'place'
          ? (m.state.data as PlaceOrderResult | undefined)?.order.id === orderId
          : m.state.variables === orderId,
      );
  const reload = () => {
    if (!handled()) invalidateTrading(queryClient);
  };
  if (isPending(cache, key)) void settled(cache, key).then(reload);
  else reload();
}

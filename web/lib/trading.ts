// The signed-in player's trading data, shared by the trading floor, the profile and the feed:
// portfolio, orders, trade history, and the mutations that change them. After any change every
// one of these reloads, together with the session (whose balance the feed header shows).
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Order, PlaceOrderBody, PlaceOrderResult, Portfolio, Trade } from '#core/schemas/trading';
import { apiGet, apiSend } from './api-client';

export const tradingKeys = {
  all: ['trading'] as const,
  portfolio: ['trading', 'portfolio'] as const,
  orders: (status: 'open' | 'all') => ['trading', 'orders', status] as const,
  trades: ['trading', 'trades'] as const,
};

export const portfolioQueryOptions = queryOptions({
  queryKey: tradingKeys.portfolio,
  queryFn: () => apiGet<Portfolio>('/portfolio'),
  staleTime: 5_000,
});

export const ordersQueryOptions = (status: 'open' | 'all' = 'open') =>
  queryOptions({
    queryKey: tradingKeys.orders(status),
    queryFn: () => apiGet<{ orders: Order[] }>('/orders', { status }).then((r) => r.orders),
    staleTime: 5_000,
  });

export const tradesQueryOptions = queryOptions({
  queryKey: tradingKeys.trades,
  queryFn: () => apiGet<{ trades: Trade[] }>('/trades').then((r) => r.trades),
  staleTime: 5_000,
});

export const usePortfolio = (enabled = true) => useQuery({ ...portfolioQueryOptions, enabled });
export const useOpenOrders = (enabled = true) => useQuery({ ...ordersQueryOptions('open'), enabled });
export const useTrades = (enabled = true) => useQuery({ ...tradesQueryOptions, enabled });

/** Reloads everything a trade, a cancel or a fill can change. */
export function invalidateTrading(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: tradingKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['me'] });
  void queryClient.invalidateQueries({ queryKey: ['profile'] });
}

/** POST /api/orders. The server decides the price; errors arrive as ApiError (insufficient_balance, ...). */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: PlaceOrderBody) => apiSend<PlaceOrderResult>('POST', '/orders', order),
    onSettled: () => invalidateTrading(queryClient),
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => apiSend<Order>('POST', `/orders/${encodeURIComponent(orderId)}/cancel`),
    onSettled: () => invalidateTrading(queryClient),
  });
}

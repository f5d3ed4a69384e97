import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Order } from '#core/schemas/trading';
import { apiSend } from '../../../lib/api-client';
import { invalidateTrading, tradingKeys } from '../../../lib/trading';

/** POST /api/orders/{id}/cancel: frees what a resting order reserved. */
export const cancelOrderMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: tradingKeys.cancel,
  mutationFn: (orderId: string) => apiSend<Order>('POST', `/orders/${encodeURIComponent(orderId)}/cancel`),
  onSettled: () => invalidateTrading(queryClient),
});

export function useCancelOrder() {
  return useMutation(cancelOrderMutationOptions(useQueryClient()));
}

import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PlaceOrderBody, PlaceOrderResult } from '#core/schemas/trading';
import { apiSend } from '../../../lib/api-client';
import { useChosenGame } from '../../../lib/chosen-game';
import { invalidateTrading, tradingKeys } from '../../../lib/trading';

/**
 * POST /api/orders, in the game given; the server decides the price and checks the player plays
 * it. The mutation key lets the socket's news of the same order know this request reloads it.
 */
export const placeOrderMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: tradingKeys.place,
  mutationFn: (order: PlaceOrderBody) => apiSend<PlaceOrderResult>('POST', '/orders', order),
  onSettled: () => invalidateTrading(queryClient),
});

/** Places an order in the chosen game; errors arrive as ApiError (insufficient_balance, ...). */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const { gameId } = useChosenGame();
  const mutation = useMutation(placeOrderMutationOptions(queryClient));
  return {
    ...mutation,
    /** The body without its game: the chosen one is added here. */
    mutate: (order: Omit<PlaceOrderBody, 'game'>, options?: Parameters<typeof mutation.mutate>[1]) =>
      mutation.mutate({ ...order, game: gameId }, options),
  };
}

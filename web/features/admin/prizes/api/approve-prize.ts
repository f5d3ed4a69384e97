import { useMutation } from '@tanstack/react-query';
import type { AdminPrize } from '#core/schemas/admin/prizes';
import { apiSend } from '../../../../lib/api-client';
import { prizePath, useRefreshPrizes } from './review-prize';

/** POST /api/admin/prizes/{gameId}/{weekStart}/approve: the champion is paid the prize. */
export function useApprovePrize() {
  const refresh = useRefreshPrizes();
  return useMutation({
    mutationFn: (prize: AdminPrize) => apiSend<AdminPrize>('POST', `${prizePath(prize)}/approve`),
    onSettled: refresh,
  });
}

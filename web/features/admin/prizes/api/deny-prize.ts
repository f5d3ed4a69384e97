import { useMutation } from '@tanstack/react-query';
import type { AdminPrize } from '#core/schemas/admin/prizes';
import { apiSend } from '../../../../lib/api-client';
import { prizePath, useRefreshPrizes } from './review-prize';

/** POST /api/admin/prizes/{gameId}/{weekStart}/deny: nothing is paid; the reason goes to the audit log. */
export function useDenyPrize() {
  const refresh = useRefreshPrizes();
  return useMutation({
    mutationFn: ({ prize, reason }: { prize: AdminPrize; reason: string }) =>
      apiSend<AdminPrize>('POST', `${prizePath(prize)}/deny`, reason ? { reason } : {}),
    onSettled: refresh,
  });
}

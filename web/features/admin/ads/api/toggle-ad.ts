import type { AdminAd } from '#core/schemas/admin/ads';
import { apiSend } from '../../../../lib/api-client';
import { useAdsMutation } from './ads-mutation';

/** POST /api/admin/ads/{id}/active. */
export const useToggleAd = () =>
  useAdsMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    apiSend<AdminAd>('POST', `/admin/ads/${id}/active`, { isActive }),
  );

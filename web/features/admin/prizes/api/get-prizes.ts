import { useQuery } from '@tanstack/react-query';
import type { AdminPrizes } from '#core/schemas/admin/prizes';
import { apiGet } from '../../../../lib/api-client';
import { adminKey } from '../../api/admin-keys';

export const adminPrizesKey = adminKey('prizes');

/** GET /api/admin/prizes: the held prizes, newest first, and the latest reviewed ones. */
export function useAdminPrizes() {
  return useQuery({ queryKey: adminPrizesKey, queryFn: () => apiGet<AdminPrizes>('/admin/prizes') });
}

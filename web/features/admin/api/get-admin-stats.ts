import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '#core/schemas/admin/stats';
import { apiGet } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** GET /api/admin/stats: the console's stat cards. */
export function useAdminStats() {
  return useQuery({ queryKey: adminKey('stats'), queryFn: () => apiGet<AdminStats>('/admin/stats') });
}

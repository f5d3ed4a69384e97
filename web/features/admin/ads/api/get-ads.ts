import { useQuery } from '@tanstack/react-query';
import type { AdminAd } from '#core/schemas/admin/ads';
import { apiGet } from '../../../../lib/api-client';
import { adminKey } from '../../api/admin-keys';

export const adminAdsKey = adminKey('ads');

/** GET /api/admin/ads. */
export function useAdminAds() {
  return useQuery({
    queryKey: adminAdsKey,
    queryFn: async () => (await apiGet<{ ads: AdminAd[] }>('/admin/ads')).ads,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdFormInput, AdminAd } from '#core/schemas/admin/ads';
import { apiGet, apiSend } from '../../../lib/api-client';
import { adminKey } from '../api/admin-keys';

export const adminAdsKey = adminKey('ads');

export function useAdminAds() {
  return useQuery({
    queryKey: adminAdsKey,
    queryFn: async () => (await apiGet<{ ads: AdminAd[] }>('/admin/ads')).ads,
  });
}

function useAdsMutation<V, R>(send: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminAdsKey }),
        client.invalidateQueries({ queryKey: adminKey('audit') }),
      ]),
  });
}

export const useSaveAd = () =>
  useAdsMutation(({ id, form }: { id: string | null; form: AdFormInput }) =>
    id ? apiSend<AdminAd>('PUT', `/admin/ads/${id}`, form) : apiSend<AdminAd>('POST', '/admin/ads', form),
  );

export const useToggleAd = () =>
  useAdsMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    apiSend<AdminAd>('POST', `/admin/ads/${id}/active`, { isActive }),
  );

export const useDeleteAd = () => useAdsMutation((id: string) => apiSend('DELETE', `/admin/ads/${id}`));

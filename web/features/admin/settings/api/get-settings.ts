import { useQuery } from '@tanstack/react-query';
import type { PlatformSettingsView } from '#core/schemas/admin/settings';
import { apiGet } from '../../../../lib/api-client';
import { adminKey } from '../../api/admin-keys';

export const adminSettingsKey = adminKey('settings');

/** GET /api/admin/settings. */
export function useAdminSettings() {
  return useQuery({ queryKey: adminSettingsKey, queryFn: () => apiGet<PlatformSettingsView>('/admin/settings') });
}

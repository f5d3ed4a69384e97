import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatformSettingsView, SettingsFormInput } from '#core/schemas/admin/settings';
import { apiSend } from '../../../../lib/api-client';
import { adminKey } from '../../api/admin-keys';
import { adminSettingsKey } from './get-settings';

/** PUT /api/admin/settings; the answer is the settings as saved. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: SettingsFormInput) => apiSend<PlatformSettingsView>('PUT', '/admin/settings', form),
    onSuccess: (saved) => {
      client.setQueryData(adminSettingsKey, saved);
      void client.invalidateQueries({ queryKey: adminKey('audit') });
    },
  });
}

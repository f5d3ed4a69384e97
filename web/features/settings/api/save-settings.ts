import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '#core/schemas/profile';
import { apiSend } from '../../../lib/api-client';
import { settingsQueryOptions } from './get-settings';

/** PUT /api/me/settings with the whole settings object. */
export function saveSettings(settings: Settings): Promise<{ ok: true }> {
  return apiSend<{ ok: true }>('PUT', '/me/settings', settings);
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (_result, saved) => {
      client.setQueryData(settingsQueryOptions.queryKey, saved);
      // The display name is part of the session (the greeting, the top bar).
      void client.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

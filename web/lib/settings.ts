import { queryOptions } from '@tanstack/react-query';
import type { Settings } from '#core/schemas/profile';
import { apiGet } from './api-client';

/** GET /api/me/settings: the saved settings, or the private defaults when never saved. */
export function getSettings(): Promise<Settings> {
  return apiGet<Settings>('/me/settings');
}

export const settingsQueryOptions = queryOptions({
  queryKey: ['settings'] as const,
  queryFn: getSettings,
});

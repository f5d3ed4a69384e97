import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '../../../lib/settings';

export { getSettings, settingsQueryOptions } from '../../../lib/settings';

export function useSettings() {
  return useQuery(settingsQueryOptions);
}

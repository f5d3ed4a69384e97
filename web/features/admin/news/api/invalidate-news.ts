import { useQueryClient } from '@tanstack/react-query';
import { adminKey } from '../../api/admin-keys';
import { adminNewsKey } from './get-news';

/** After a write: the news table, the stat cards and the audit log. */
export function useInvalidateNews() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminNewsKey }),
      client.invalidateQueries({ queryKey: adminKey('stats') }),
      client.invalidateQueries({ queryKey: adminKey('audit') }),
    ]);
}

import { useQueryClient } from '@tanstack/react-query';
import { adminKey } from '../../api/admin-keys';
import { adminUsersKey } from './get-admin-users';

/** After any change: the users list, the audit log and the stat cards show it. */
export function useInvalidateAfterWrite() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminUsersKey }),
      client.invalidateQueries({ queryKey: adminKey('audit') }),
      client.invalidateQueries({ queryKey: adminKey('stats') }),
    ]);
}

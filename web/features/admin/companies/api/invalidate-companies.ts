import { useQueryClient } from '@tanstack/react-query';
import { adminKey } from '../../api/admin-keys';
import { adminCompaniesKey } from './get-companies';

/** After a write: the table, the stat cards, the audit log and the news form's company list. */
export function useInvalidateCompanies() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminCompaniesKey }),
      client.invalidateQueries({ queryKey: adminKey('stats') }),
      client.invalidateQueries({ queryKey: adminKey('audit') }),
    ]);
}

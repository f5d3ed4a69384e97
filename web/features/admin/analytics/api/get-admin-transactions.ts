import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPeriod, AdminTransactions } from '#core/schemas/admin/transactions';
import { apiGet } from '../../../../lib/api-client';
import { adminKey } from '../../api/admin-keys';

/** GET /api/admin/transactions?period=: totals, the latest 100 trades and the 7-day volume. */
export function getAdminTransactions(period: AdminPeriod): Promise<AdminTransactions> {
  return apiGet<AdminTransactions>('/admin/transactions', { period });
}

export function adminTransactionsQueryOptions(period: AdminPeriod) {
  return queryOptions({
    queryKey: adminKey('transactions', period),
    queryFn: () => getAdminTransactions(period),
    // Switching periods keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAdminTransactions(period: AdminPeriod) {
  return useQuery(adminTransactionsQueryOptions(period));
}

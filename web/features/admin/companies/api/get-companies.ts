import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCompany } from '#core/schemas/admin/companies';
import { apiGet } from '../../../../lib/api-client';
import { adminKey } from '../../api/admin-keys';

export const adminCompaniesKey = adminKey('companies');

/** GET /api/admin/companies?q=. */
export function useAdminCompanies(q: string) {
  return useQuery({
    queryKey: [...adminCompaniesKey, { q }],
    queryFn: async () =>
      (await apiGet<{ companies: AdminCompany[] }>('/admin/companies', { q: q || undefined })).companies,
    placeholderData: keepPreviousData,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { AdminCompanyDetail } from '#core/schemas/admin/companies';
import { apiGet } from '../../../../lib/api-client';
import { adminCompaniesKey } from './get-companies';

/** GET /api/admin/companies/{id}: what the edit form needs (long texts, Hebrew and Spanish); off for a new company. */
export function useAdminCompany(id: string | null) {
  return useQuery({
    queryKey: [...adminCompaniesKey, 'detail', id],
    queryFn: () => apiGet<AdminCompanyDetail>(`/admin/companies/${id}`),
    enabled: id !== null,
  });
}

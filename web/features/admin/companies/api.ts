import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCompany, CompanyFormInput, DelistResult } from '#core/schemas/admin/companies';
import { apiGet, apiSend } from '../../../lib/api-client';
import { adminKey } from '../api/admin-keys';

export const adminCompaniesKey = adminKey('companies');

export function useAdminCompanies(q: string) {
  return useQuery({
    queryKey: [...adminCompaniesKey, { q }],
    queryFn: async () =>
      (await apiGet<{ companies: AdminCompany[] }>('/admin/companies', { q: q || undefined })).companies,
    placeholderData: keepPreviousData,
  });
}

/** After a write: the table, the stat cards, the audit log and the news form's company list. */
function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminCompaniesKey }),
      client.invalidateQueries({ queryKey: adminKey('stats') }),
      client.invalidateQueries({ queryKey: adminKey('audit') }),
    ]);
}

export function useSaveCompany() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, form }: { id: string | null; form: CompanyFormInput }) =>
      id
        ? apiSend<AdminCompany>('PUT', `/admin/companies/${id}`, form)
        : apiSend<AdminCompany>('POST', '/admin/companies', form),
    onSuccess: invalidate,
  });
}

export function useDeleteCompany() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiSend('DELETE', `/admin/companies/${id}`),
    onSuccess: invalidate,
  });
}

export function useDelistCompany() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiSend<DelistResult>('POST', `/admin/companies/${id}/delist`),
    // A refused delisting may still have paid some holders: refresh either way.
    onSettled: invalidate,
  });
}

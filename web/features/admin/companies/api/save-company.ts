import { useMutation } from '@tanstack/react-query';
import type { AdminCompany, CompanyFormInput } from '#core/schemas/admin/companies';
import { apiSend } from '../../../../lib/api-client';
import { useInvalidateCompanies } from './invalidate-companies';

/** POST /api/admin/companies for a new company, PUT /api/admin/companies/{id} for an edit. */
export function useSaveCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: ({ id, form }: { id: string | null; form: CompanyFormInput }) =>
      id
        ? apiSend<AdminCompany>('PUT', `/admin/companies/${id}`, form)
        : apiSend<AdminCompany>('POST', '/admin/companies', form),
    onSuccess: invalidate,
  });
}

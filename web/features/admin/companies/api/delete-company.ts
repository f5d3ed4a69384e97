import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../../lib/api-client';
import { useInvalidateCompanies } from './invalidate-companies';

/** DELETE /api/admin/companies/{id}. */
export function useDeleteCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: (id: string) => apiSend('DELETE', `/admin/companies/${id}`),
    onSuccess: invalidate,
  });
}

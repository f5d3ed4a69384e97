import { useMutation } from '@tanstack/react-query';
import type { DelistResult } from '#core/schemas/admin/companies';
import { apiSend } from '../../../../lib/api-client';
import { useInvalidateCompanies } from './invalidate-companies';

/** POST /api/admin/companies/{id}/delist. */
export function useDelistCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: (id: string) => apiSend<DelistResult>('POST', `/admin/companies/${id}/delist`),
    // A refused delisting may still have paid some holders: refresh either way.
    onSettled: invalidate,
  });
}

import { useMutation } from '@tanstack/react-query';
import type { AdminUser } from '#core/schemas/admin/users';
import { apiSend } from '../../../../lib/api-client';
import { useInvalidateAfterWrite } from './invalidate-users';

/** POST /api/admin/users/{id}/suspend or /restore. */
export function setUserSuspended(id: string, suspended: boolean): Promise<AdminUser> {
  return apiSend<AdminUser>('POST', `/admin/users/${encodeURIComponent(id)}/${suspended ? 'suspend' : 'restore'}`);
}

export function useSetUserSuspended() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ id, suspended }: { id: string; suspended: boolean }) => setUserSuspended(id, suspended),
    onSuccess: invalidate,
  });
}

import { useMutation } from '@tanstack/react-query';
import type { AdminRole, AdminUser } from '#core/schemas/admin/users';
import { apiSend } from '../../../../lib/api-client';
import { useInvalidateAfterWrite } from './invalidate-users';

/** PUT /api/admin/users/{id}/role: the user's one role ("user" = none). */
export function setUserRole(id: string, role: AdminRole): Promise<AdminUser> {
  return apiSend<AdminUser>('PUT', `/admin/users/${encodeURIComponent(id)}/role`, { role });
}

export function useSetUserRole() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: AdminRole }) => setUserRole(id, role),
    onSuccess: invalidate,
  });
}

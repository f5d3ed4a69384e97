import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRole, AdminUser } from '#core/schemas/admin/users';
import { apiSend } from '../../../../lib/api-client';
import { adminKey } from '../../api/admin-keys';
import { adminUsersKey } from './get-admin-users';

/** PUT /api/admin/users/{id}/role: the user's one role ("user" = none). */
export function setUserRole(id: string, role: AdminRole): Promise<AdminUser> {
  return apiSend<AdminUser>('PUT', `/admin/users/${encodeURIComponent(id)}/role`, { role });
}

/** POST /api/admin/users/{id}/suspend or /restore. */
export function setUserSuspended(id: string, suspended: boolean): Promise<AdminUser> {
  return apiSend<AdminUser>('POST', `/admin/users/${encodeURIComponent(id)}/${suspended ? 'suspend' : 'restore'}`);
}

/** After any change: the users list, the audit log and the stat cards show it. */
function useInvalidateAfterWrite() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminUsersKey }),
      client.invalidateQueries({ queryKey: adminKey('audit') }),
      client.invalidateQueries({ queryKey: adminKey('stats') }),
    ]);
}

export function useSetUserRole() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: AdminRole }) => setUserRole(id, role),
    onSuccess: invalidate,
  });
}

export function useSetUserSuspended() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ id, suspended }: { id: string; suspended: boolean }) => setUserSuspended(id, suspended),
    onSuccess: invalidate,
  });
}

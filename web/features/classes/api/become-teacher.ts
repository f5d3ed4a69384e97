import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { useRefreshSession } from '../../../lib/session';

/** POST /api/me/teacher: the signed-in account becomes a teacher (again is harmless). */
export function becomeTeacher(): Promise<{ roles: string[] }> {
  return apiSend<{ roles: string[] }>('POST', '/me/teacher', {});
}

/** From /classes; the session is read again, so every screen sees the teacher role. */
export function useBecomeTeacher() {
  const refresh = useRefreshSession();
  return useMutation({ mutationFn: becomeTeacher, onSuccess: () => refresh() });
}

import { useMutation } from '@tanstack/react-query';
import type { IssuedLogin } from '#core/schemas/classes';
import { apiSend } from '../../../lib/api-client';

/**
 * POST /api/classes/{id}/students/{userId}/password: a new password for a login the teacher
 * issued (409 not_issued for any other); the old one stops working, the new one is shown once.
 */
export function resetStudentPassword(classId: string, userId: string): Promise<IssuedLogin> {
  return apiSend<IssuedLogin>(
    'POST',
    `/classes/${encodeURIComponent(classId)}/students/${encodeURIComponent(userId)}/password`,
    {},
  );
}

export function useResetStudentPassword(classId: string) {
  return useMutation({ mutationFn: (userId: string) => resetStudentPassword(classId, userId) });
}

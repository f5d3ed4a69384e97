import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { classesKeys } from './get-classes';

/** DELETE /api/classes/{id}/students/{userId}: the student's portfolio leaves the class (204). */
export function removeStudent(classId: string, userId: string): Promise<void> {
  return apiSend<void>('DELETE', `/classes/${encodeURIComponent(classId)}/students/${encodeURIComponent(userId)}`);
}

export function useRemoveStudent(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeStudent(classId, userId),
    // The dashboard, the count on the class page and on "My classes" all change.
    onSuccess: () => client.invalidateQueries({ queryKey: classesKeys.all }),
  });
}

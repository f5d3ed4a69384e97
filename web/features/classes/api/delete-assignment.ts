import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { classesKeys } from './get-classes';

/** DELETE /api/classes/{id}/assignments/{assignmentId} (204): what students did of it goes too. */
export function deleteAssignment(classId: string, assignmentId: string): Promise<void> {
  return apiSend<void>(
    'DELETE',
    `/classes/${encodeURIComponent(classId)}/assignments/${encodeURIComponent(assignmentId)}`,
  );
}

export function useDeleteAssignment(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: string) => deleteAssignment(classId, assignmentId),
    onSuccess: () => client.invalidateQueries({ queryKey: classesKeys.assignments(classId) }),
  });
}

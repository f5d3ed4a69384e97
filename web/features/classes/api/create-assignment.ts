import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Assignment, AssignmentInput } from '#core/schemas/classes';
import { apiSend } from '../../../lib/api-client';
import { classesKeys } from './get-classes';

/** POST /api/classes/{id}/assignments (201). */
export function createAssignment(classId: string, input: AssignmentInput): Promise<Assignment> {
  return apiSend<Assignment>('POST', `/classes/${encodeURIComponent(classId)}/assignments`, input);
}

export function useCreateAssignment(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignmentInput) => createAssignment(classId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: classesKeys.assignments(classId) }),
  });
}

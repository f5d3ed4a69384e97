import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassInput, ClassSummary } from '#core/schemas/classes';
import { apiSend } from '../../../lib/api-client';
import { classesKeys } from './get-classes';

/** PATCH /api/classes/{id} with the whole class input. */
export function updateClass(classId: string, input: ClassInput): Promise<ClassSummary> {
  return apiSend<ClassSummary>('PATCH', `/classes/${encodeURIComponent(classId)}`, input);
}

export function useUpdateClass(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ClassInput) => updateClass(classId, input),
    onSuccess: (saved) => {
      client.setQueryData(classesKeys.one(classId), saved);
      return client.invalidateQueries({ queryKey: classesKeys.mine });
    },
  });
}

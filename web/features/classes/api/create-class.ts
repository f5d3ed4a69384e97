import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassInput, ClassSummary } from '#core/schemas/classes';
import { apiSend } from '../../../lib/api-client';
import { classesKeys } from './get-classes';

/** POST /api/classes: a new class game with its join code. */
export function createClass(input: ClassInput): Promise<ClassSummary> {
  return apiSend<ClassSummary>('POST', '/classes', input);
}

export function useCreateClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: (created) => {
      client.setQueryData(classesKeys.one(created.id), created);
      return client.invalidateQueries({ queryKey: classesKeys.mine });
    },
  });
}

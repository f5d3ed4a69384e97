import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { classesKeys } from './get-classes';

/** POST /api/classes/{id}/teams/share-out: every student without a team goes to the smallest teams. */
export function shareOutTeams(classId: string): Promise<{ placed: number }> {
  return apiSend<{ placed: number }>('POST', `/classes/${encodeURIComponent(classId)}/teams/share-out`);
}

export function useShareOutTeams(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => shareOutTeams(classId),
    onSuccess: () => client.invalidateQueries({ queryKey: classesKeys.students(classId) }),
  });
}

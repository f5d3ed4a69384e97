import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { classesKeys } from './get-classes';

/** POST /api/classes/{id}/teams (201): a new team, empty until students are put in it. */
export function createTeam(classId: string, name: string): Promise<{ id: string; name: string }> {
  return apiSend<{ id: string; name: string }>('POST', `/classes/${encodeURIComponent(classId)}/teams`, { name });
}

export function useCreateTeam(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createTeam(classId, name),
    // The teams are the dashboard's: its standings and every student's team picker change.
    onSuccess: () => client.invalidateQueries({ queryKey: classesKeys.students(classId) }),
  });
}

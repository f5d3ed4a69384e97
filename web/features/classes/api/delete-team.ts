import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { classesKeys } from './get-classes';

/** DELETE /api/classes/{id}/teams/{teamId} (204): its members stay in the class without a team. */
export function deleteTeam(classId: string, teamId: string): Promise<void> {
  return apiSend<void>('DELETE', `/classes/${encodeURIComponent(classId)}/teams/${encodeURIComponent(teamId)}`);
}

export function useDeleteTeam(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => deleteTeam(classId, teamId),
    onSuccess: () => client.invalidateQueries({ queryKey: classesKeys.students(classId) }),
  });
}

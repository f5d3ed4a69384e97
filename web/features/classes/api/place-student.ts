import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { classesKeys } from './get-classes';

export interface Placement {
  userId: string;
  /** Null takes the student out of their team. */
  teamId: string | null;
}

/** PUT /api/classes/{id}/students/{userId}/team (204): put a student in one of the class's teams, or in none. */
export function placeStudent(classId: string, { userId, teamId }: Placement): Promise<void> {
  return apiSend<void>('PUT', `/classes/${encodeURIComponent(classId)}/students/${encodeURIComponent(userId)}/team`, {
    teamId,
  });
}

export function usePlaceStudent(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (placement: Placement) => placeStudent(classId, placement),
    // Returned, so the mutation stays pending until the dashboard has the new team: the picker
    // shows the choice (the mutation's variables) until then instead of flicking back.
    onSuccess: () => client.invalidateQueries({ queryKey: classesKeys.students(classId) }),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAssignment } from '#core/schemas/classes';
import { apiGet } from '../../../lib/api-client';

/** A trade can complete an assignment: re-read now and then, and whenever the page comes back. */
const REFRESH_MS = 30_000;

/** GET /api/assignments?game=: the student's assignments in a class, with their own progress. */
export const myAssignmentsQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: ['assignments', 'mine', gameId] as const,
    queryFn: () => apiGet<{ assignments: MyAssignment[] }>('/assignments', { game: gameId }).then((r) => r.assignments),
    refetchInterval: REFRESH_MS,
  });

/** Only for a class game (`enabled`): the public game has no assignments. */
export function useMyAssignments(gameId: string, enabled: boolean) {
  return useQuery({ ...myAssignmentsQueryOptions(gameId), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassAssignment } from '#core/schemas/classes';
import { apiGet } from '../../../lib/api-client';
import { classesKeys } from './get-classes';

/** Students complete assignments by trading while the teacher watches: refreshed like the dashboard. */
const REFRESH_MS = 30_000;

/** GET /api/classes/{id}/assignments: each assignment with every current student's progress. */
export const classAssignmentsQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: classesKeys.assignments(classId),
    queryFn: () =>
      apiGet<{ assignments: ClassAssignment[] }>(`/classes/${encodeURIComponent(classId)}/assignments`).then(
        (r) => r.assignments,
      ),
    refetchInterval: REFRESH_MS,
  });

export function useClassAssignments(classId: string) {
  return useQuery(classAssignmentsQueryOptions(classId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassDashboard } from '#core/schemas/classes';
import { apiGet } from '../../../lib/api-client';
import { classesKeys } from './get-classes';

/** Students join and trade while the teacher watches: the dashboard refreshes on its own. */
const REFRESH_MS = 15_000;

/** GET /api/classes/{id}/students: the teacher's dashboard, every student with their figures. */
export const classStudentsQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: classesKeys.students(classId),
    queryFn: () => apiGet<ClassDashboard>(`/classes/${encodeURIComponent(classId)}/students`),
    refetchInterval: REFRESH_MS,
  });

export function useClassStudents(classId: string) {
  return useQuery(classStudentsQueryOptions(classId));
}

/** The CSV of the same table; a plain link downloads it with the session cookie. */
export const classStudentsCsvUrl = (classId: string) => `/api/classes/${encodeURIComponent(classId)}/students.csv`;

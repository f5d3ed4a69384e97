import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassSummary } from '#core/schemas/classes';
import { apiGet } from '../../../lib/api-client';
import { classesKeys } from './get-classes';

/** Students join while the page is up: their count refreshes on its own. */
const REFRESH_MS = 10_000;

/** GET /api/classes/{id}: one of the teacher's classes (404 class_not_found otherwise). */
export const classQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: classesKeys.one(classId),
    queryFn: () => apiGet<ClassSummary>(`/classes/${encodeURIComponent(classId)}`),
    refetchInterval: REFRESH_MS,
  });

export function useClass(classId: string) {
  return useQuery(classQueryOptions(classId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassSummary } from '#core/schemas/classes';
import { apiGet } from '../../../lib/api-client';

export const classesKeys = {
  all: ['classes'] as const,
  mine: ['classes', 'mine'] as const,
  one: (classId: string) => ['classes', 'one', classId] as const,
  students: (classId: string) => ['classes', 'students', classId] as const,
  assignments: (classId: string) => ['classes', 'assignments', classId] as const,
  studentTrades: (classId: string, userId: string) => ['classes', 'students', classId, 'trades', userId] as const,
};

/** GET /api/classes: the signed-in teacher's classes. */
export const myClassesQueryOptions = queryOptions({
  queryKey: classesKeys.mine,
  queryFn: () => apiGet<{ classes: ClassSummary[] }>('/classes').then((r) => r.classes),
});

export function useMyClasses(enabled = true) {
  return useQuery({ ...myClassesQueryOptions, enabled });
}

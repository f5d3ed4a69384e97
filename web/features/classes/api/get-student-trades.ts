import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { studentTradeSchema } from '#core/schemas/classes';
import { apiGet } from '../../../lib/api-client';
import { classesKeys } from './get-classes';

export type StudentTrade = z.infer<typeof studentTradeSchema>;

/** GET /api/classes/{id}/students/{userId}/trades: one student's trades in the class, with their reasons. */
export const studentTradesQueryOptions = (classId: string, userId: string) =>
  queryOptions({
    queryKey: classesKeys.studentTrades(classId, userId),
    queryFn: () =>
      apiGet<{ trades: StudentTrade[] }>(
        `/classes/${encodeURIComponent(classId)}/students/${encodeURIComponent(userId)}/trades`,
      ).then((r) => r.trades),
  });

/** Asked only while the teacher has the student's trades open (`userId` set). */
export function useStudentTrades(classId: string, userId: string | null) {
  return useQuery({ ...studentTradesQueryOptions(classId, userId ?? ''), enabled: userId !== null });
}

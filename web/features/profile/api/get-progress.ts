import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Progress } from '#core/schemas/progress';
import { apiGet } from '../../../lib/api-client';

/** GET /api/me/progress: XP, level, this week's rank and achievements of the signed-in player. */
export const progressQueryOptions = queryOptions({
  queryKey: ['profile', 'progress'] as const,
  queryFn: () => apiGet<Progress>('/me/progress'),
});

export function useProgress() {
  return useQuery(progressQueryOptions);
}

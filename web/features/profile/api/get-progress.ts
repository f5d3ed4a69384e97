import { useQuery } from '@tanstack/react-query';
import { progressQueryOptions } from '../../../lib/progress';

/** GET /api/me/progress: XP, level, this week's rank and achievements of the signed-in player. */
export function useProgress() {
  return useQuery(progressQueryOptions);
}

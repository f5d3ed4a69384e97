// The signed-in player's XP, level and achievements (GET /api/me/progress): what a fill, a finished
// lesson, a quest or an unlocked achievement invalidates.
import { queryOptions } from '@tanstack/react-query';
import type { Progress } from '#core/schemas/progress';
import { apiGet } from './api-client';

export const PROGRESS_KEY = ['profile', 'progress'] as const;

export const progressQueryOptions = queryOptions({
  queryKey: PROGRESS_KEY,
  queryFn: () => apiGet<Progress>('/me/progress'),
});

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Leaderboard } from '#core/schemas/leaderboard';
import { apiGet } from '../../../lib/api-client';

/** The board is recomputed every 15 s on the server; reading it as often keeps it live. */
const REFRESH_MS = 15_000;

export const leaderboardQueryOptions = queryOptions({
  queryKey: ['leaderboard'] as const,
  queryFn: () => apiGet<Leaderboard>('/leaderboard'),
  refetchInterval: REFRESH_MS,
});

export function useLeaderboard() {
  return useQuery(leaderboardQueryOptions);
}

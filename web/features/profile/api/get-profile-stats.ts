import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileStats } from '#core/schemas/profile';
import { apiGet } from '../../../lib/api-client';
import { gameParam, useChosenGame } from '../../../lib/chosen-game';

/** GET /api/me/stats: the figures of the player's portfolio in a game, and their trading statistics. */
export function getProfileStats(gameId: string): Promise<ProfileStats> {
  return apiGet<ProfileStats>('/me/stats', { game: gameParam(gameId) });
}

export const profileStatsQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: ['profile', 'stats', gameId] as const,
    queryFn: () => getProfileStats(gameId),
  });

/** In the chosen game (web/lib/chosen-game). */
export function useProfileStats() {
  const { gameId, ready } = useChosenGame();
  return useQuery({ ...profileStatsQueryOptions(gameId), enabled: ready });
}

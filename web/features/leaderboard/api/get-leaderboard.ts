import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Leaderboard } from '#core/schemas/leaderboard';
import { apiGet } from '../../../lib/api-client';
import { gameParam, useChosenGame } from '../../../lib/chosen-game';

/** The board is recomputed every 15 s on the server; reading it as often keeps it live. */
const REFRESH_MS = 15_000;

/** GET /api/leaderboard: a game's board this week. */
export const leaderboardQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: ['leaderboard', gameId] as const,
    queryFn: () => apiGet<Leaderboard>('/leaderboard', { game: gameParam(gameId) }),
    refetchInterval: REFRESH_MS,
  });

/** The chosen game's board (web/lib/chosen-game). */
export function useLeaderboard() {
  const { gameId, ready } = useChosenGame();
  return useQuery({ ...leaderboardQueryOptions(gameId), enabled: ready });
}

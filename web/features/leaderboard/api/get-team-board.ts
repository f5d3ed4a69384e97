import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_GAME_ID } from '#core/games';
import type { TeamBoard } from '#core/schemas/classes';
import { apiGet } from '../../../lib/api-client';
import { useChosenGame } from '../../../lib/chosen-game';

/** Team means move with prices, but no one races on them: half as often as the board is enough. */
const REFRESH_MS = 30_000;

/** GET /api/team-boards/{id}: a class's team standings and the reader's own team (none outside team mode). */
export const teamBoardQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: ['teams', gameId] as const,
    queryFn: () => apiGet<TeamBoard>(`/team-boards/${encodeURIComponent(gameId)}`),
    refetchInterval: REFRESH_MS,
  });

/** The chosen game's teams; the public game has none, so it is never asked. */
export function useTeamBoard() {
  const { gameId, ready } = useChosenGame();
  return useQuery({ ...teamBoardQueryOptions(gameId), enabled: ready && gameId !== PUBLIC_GAME_ID });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Board, Leaderboard } from '#core/schemas/leaderboard';
import { apiGet } from '../../../lib/api-client';
import { gameParam, useChosenGame } from '../../../lib/chosen-game';

/** The board is recomputed every 15 s on the server; reading it as often keeps it live. */
const REFRESH_MS = 15_000;
/**
 * A reader not in a group yet is placed by the board's next refresh, seconds away: read a little
 * more often for a while, so the group shows when the page says it will (staff are never placed).
 */
const PLACING_MS = 3_000;
const PLACING_READS = 10;

/**
 * The league board is the server's default and goes without `board=`: the page's HTML preloads
 * `/api/leaderboard` exactly (vite.config.ts), and that request must be the one the page makes.
 */
const boardParam = (board: Board): string | undefined => (board === 'league' ? undefined : board);

/** GET /api/leaderboard: a game's board this week, the reader's league group or the whole game. */
export const leaderboardQueryOptions = (gameId: string, board: Board) =>
  queryOptions({
    queryKey: ['leaderboard', gameId, board] as const,
    queryFn: () => apiGet<Leaderboard>('/leaderboard', { game: gameParam(gameId), board: boardParam(board) }),
    refetchInterval: ({ state }) =>
      state.data?.board === 'league' && !state.data.league && state.dataUpdateCount < PLACING_READS
        ? PLACING_MS
        : REFRESH_MS,
  });

/** The chosen game's board (web/lib/chosen-game). */
export function useLeaderboard(board: Board) {
  const { gameId, ready } = useChosenGame();
  return useQuery({ ...leaderboardQueryOptions(gameId, board), enabled: ready });
}

import type { League, LeaderboardEntry } from '#core/schemas/leaderboard';

export type Zone = 'up' | 'stay' | 'down';

/**
 * Where a line of the reader's group stands for the week's end, from the counts the server sends:
 * the top `promote` go up, the bottom `demote` go down. A player without a score (never traded)
 * never goes up (core/competition/leagues.ts nextTier).
 */
export function zoneOf(league: League, entry: Pick<LeaderboardEntry, 'rank' | 'score'>): Zone {
  if (entry.rank <= league.promote && entry.score !== null) return 'up';
  if (entry.rank > league.size - league.demote) return 'down';
  return 'stay';
}

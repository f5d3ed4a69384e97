// When a move on the weekly board is worth a notification (docs/rules.md#notifications): a jump or
// fall of at least three places, or a step into the top ten. Smaller moves are noise.

export const RANK_MOVE_MIN = 3;
export const TOP_RANKS = 10;

export function rankMoveWorthTelling(oldRank: number, newRank: number): boolean {
  if (oldRank === newRank) return false;
  if (newRank <= TOP_RANKS && oldRank > TOP_RANKS) return true;
  return Math.abs(oldRank - newRank) >= RANK_MOVE_MIN;
}

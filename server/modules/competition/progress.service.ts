// GET /api/me/progress: brings the player's XP and achievements up to date first when anything
// may have changed them (onboarding, referrals and friends count without a fill to trigger them),
// then reads them with this week's rank on the public game's board.
import { levelOf } from '#core/competition/levels';
import { weekStart } from '#core/competition/week';
import { PUBLIC_GAME_ID } from '#core/games';
import type { Progress } from '#core/schemas/progress';
import type { ProgressRepo } from './progress.repo';
import type { ProgressTracker } from './progress-tracker';
import type { LeaderboardRepo } from './leaderboard.repo';

export function createProgressService(deps: {
  tracker: ProgressTracker;
  progress: ProgressRepo;
  board: LeaderboardRepo;
}) {
  return {
    async read(userId: string): Promise<Progress> {
      await deps.tracker.refreshIfDue(userId);
      const week = weekStart(new Date());
      const [{ xp, achievements }, line, stats] = await Promise.all([
        deps.progress.read(userId),
        deps.board.line(PUBLIC_GAME_ID, week, userId),
        deps.board.stats(PUBLIC_GAME_ID, week),
      ]);
      const level = levelOf(xp);
      return {
        xp,
        level: level.level,
        levelStartXp: level.levelStartXp,
        nextLevelXp: level.nextLevelXp,
        weeklyRank: line?.rank ?? null,
        players: stats.players,
        achievements,
      };
    },
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;

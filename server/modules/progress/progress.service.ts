// GET /api/me/progress: brings the player's XP and achievements up to date first when anything
// may have changed them (onboarding, referrals and friends count without a fill to trigger them),
// then reads them with this week's rank.
import { levelOf } from '#core/competition/levels';
import { weekStart } from '#core/competition/week';
import type { Progress } from '#core/schemas/progress';
import type { ProgressRepo } from '../../competition/progress.repo';
import type { ProgressTracker } from '../../competition/progress-tracker';
import type { LeaderboardRepo } from '../leaderboard';

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
        deps.board.line(week, userId),
        deps.board.stats(week),
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

export { createLeaderboardRepo } from './leaderboard.repo';
export { leaderboardRoutes } from './leaderboard.routes';
export { createLeaderboardService } from './leaderboard.service';
export type { LeaderboardRepo } from './leaderboard.repo';

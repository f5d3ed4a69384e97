export { createLeaderboardRepo, type LeaderboardRepo } from './leaderboard.repo';
export { leaderboardRoutes } from './leaderboard.routes';
export { createLeaderboardService } from './leaderboard.service';
export { createProgressRepo } from './progress.repo';
export { createProgressTracker, type ProgressTracker } from './progress-tracker';
export { progressRoutes } from './progress.routes';
export { createProgressService } from './progress.service';
export { createStandingsJob } from './standings-job';
export { createStandingsRepo } from './standings.repo';

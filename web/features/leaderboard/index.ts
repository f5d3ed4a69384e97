export { LeaderboardRoute as default } from './leaderboard-route';

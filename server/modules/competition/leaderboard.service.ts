// The Weekly Champions read, for one game (the public game unless the reader names another they
// play). Privacy is decided here, on the server, for each line and each reader: a private trader
// shows a username only, a friends-only trader shows their name to friends, and a hidden portfolio
// value hides the Bolts figures too (the percent still ranks).
import { levelOf } from '#core/competition/levels';
import { canSeePortfolioValue, canSeeProfile, privacyOf } from '#core/social/privacy';
import { weekEnd, weekStart } from '#core/competition/week';
import { PUBLIC_GAME_ID } from '#core/games';
import { LEADERBOARD_TOP, type Leaderboard, type LeaderboardEntry } from '#core/schemas/leaderboard';
import type { StandingsRepo } from './standings.repo';
import type { GamesService } from '../games';
import type { LeaderboardRepo, StandingRow } from './leaderboard.repo';

const CHAMPIONS_SHOWN = 5;

export function toEntry(row: StandingRow, rank: number, readerId: string): LeaderboardEntry {
  const isMe = row.user_id === readerId;
  const settings = privacyOf(row.privacy);
  const viewer = { isSelf: isMe, isFriend: row.is_friend };
  const nameVisible = canSeeProfile(settings, viewer);
  const valueVisible = canSeePortfolioValue(settings, viewer);
  return {
    rank,
    username: row.username,
    displayName: nameVisible ? row.display_name || row.full_name || null : null,
    valueMinor: valueVisible ? Number(row.value_minor) : null,
    gainMinor: valueVisible ? Number(row.gain_minor) : null,
    gainBp: row.gain_bp,
    level: levelOf(row.xp).level,
    isMe,
  };
}

export function createLeaderboardService(deps: {
  repo: LeaderboardRepo;
  standings: Pick<StandingsRepo, 'prizeMinor'>;
  games: Pick<GamesService, 'portfolioFor'>;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async read(readerId: string, gameId: string = PUBLIC_GAME_ID): Promise<Leaderboard> {
      // Another game's board is for its players only (404 game_not_found, as for its money).
      if (gameId !== PUBLIC_GAME_ID) await deps.games.portfolioFor(readerId, gameId);
      const at = now();
      const week = weekStart(at);
      const [top, mine, stats, champions, prize] = await Promise.all([
        repo.top(gameId, week, LEADERBOARD_TOP, readerId),
        repo.line(gameId, week, readerId),
        repo.stats(gameId, week),
        repo.champions(gameId, CHAMPIONS_SHOWN),
        deps.standings.prizeMinor(gameId),
      ]);
      // A line added since the last ranking has no place yet: it shows once the job ranks it.
      const ranked = mine?.rank ? mine : null;
      return {
        weekStart: week.toISOString(),
        weekEnd: weekEnd(at).toISOString(),
        prizeMinor: prize,
        players: stats.players,
        top: top.map((row) => toEntry(row, row.rank!, readerId)),
        me: ranked ? toEntry(ranked, ranked.rank!, readerId) : null,
        champions: champions.map((c) => ({
          weekStart: new Date(c.week_start).toISOString(),
          username: c.username,
          gainBp: c.gain_bp,
          prizeMinor: Number(c.prize_minor),
        })),
        updatedAt: stats.updatedAt?.toISOString() ?? null,
      };
    },
  };
}
export type LeaderboardService = ReturnType<typeof createLeaderboardService>;

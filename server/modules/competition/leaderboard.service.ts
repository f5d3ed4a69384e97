// The Weekly Champions read, for one game (the public game unless the reader names another they
// play). Privacy is decided here, on the server, for each line and each reader: every line shows
// the trader's display name and avatar (never the full name), and a hidden portfolio value hides
// the Bolts figures too (the percent still ranks).
import { prizeLacks, type PrizeRules } from '#core/competition/eligibility';
import { HIGHEST_TIER, LOWEST_TIER, movers, tierName } from '#core/competition/leagues';
import { levelOf } from '#core/competition/levels';
import { avatarOf } from '#core/social/avatars';
import { canSeePortfolioValue, privacyOf } from '#core/social/privacy';
import { weekEnd, weekStart } from '#core/competition/week';
import { PUBLIC_GAME_ID } from '#core/games';
import {
  LEADERBOARD_TOP,
  type Board,
  type Eligibility,
  type League,
  type Leaderboard,
  type LeaderboardEntry,
} from '#core/schemas/leaderboard';
import type { PlatformSettings } from '../platform-settings';
import { factsOf } from './standings.repo';
import type { GamesService } from '../games';
import type { LeaderboardRepo, StandingRow } from './leaderboard.repo';

const CHAMPIONS_SHOWN = 5;

/** What a line lacks for the prize at the week's close, from the facts its last refresh kept. */
const lacksOf = (row: StandingRow, rules: PrizeRules, close: Date) => prizeLacks(factsOf(row), rules, close);

/** The score as shown: two decimals (the stored figure ranks). */
const shownScore = (score: number | null) => (score === null ? null : Math.round(score * 100) / 100 || 0);

export function toEntry(
  row: StandingRow,
  rank: number,
  readerId: string,
  /** The week's prize rules; null in a game with no prize (nobody is marked eligible). */
  prize: { rules: PrizeRules; close: Date } | null,
): LeaderboardEntry {
  const isMe = row.user_id === readerId;
  const settings = privacyOf(row.privacy);
  const viewer = { isSelf: isMe, isFriend: row.is_friend };
  const valueVisible = canSeePortfolioValue(settings, viewer);
  return {
    rank,
    username: row.username,
    displayName: row.display_name,
    avatar: avatarOf(row.avatar),
    valueMinor: valueVisible ? Number(row.value_minor) : null,
    gainMinor: valueVisible ? Number(row.gain_minor) : null,
    gainBp: row.gain_bp,
    score: shownScore(row.score),
    eligible: prize !== null && lacksOf(row, prize.rules, prize.close).length === 0,
    tier: row.tier === null ? null : tierName(row.tier),
    level: levelOf(row.xp).level,
    isMe,
  };
}

function leagueOf(tier: number, groupNo: number, size: number): League {
  return {
    tier: tierName(tier),
    groupNo,
    size,
    promote: tier < HIGHEST_TIER ? movers(size) : 0,
    demote: tier > LOWEST_TIER ? movers(size) : 0,
  };
}

export function createLeaderboardService(deps: {
  repo: LeaderboardRepo;
  games: Pick<GamesService, 'checkBoardReader'>;
  /** The platform settings (cached by the caller): the public game's prize and its rules. */
  settings: () => Promise<Pick<PlatformSettings, 'weeklyPrizeMinor' | 'prizeRules'>>;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async read(readerId: string, gameId: string = PUBLIC_GAME_ID, asked: Board = 'league'): Promise<Leaderboard> {
      // Another game's board is for its players (and a class's teacher) only.
      await deps.games.checkBoardReader(readerId, gameId);
      // Leagues are the public game's: any other game's board is the whole game.
      const board: Board = gameId === PUBLIC_GAME_ID ? asked : 'global';
      const at = now();
      const week = weekStart(at);
      const close = weekEnd(at);
      const [mine, stats, champions, settings] = await Promise.all([
        repo.line(gameId, week, readerId),
        repo.stats(gameId, week),
        repo.champions(gameId, CHAMPIONS_SHOWN),
        deps.settings(),
      ]);
      // Other games pay no prize until a game's rules can name one.
      const prize = gameId === PUBLIC_GAME_ID ? settings.weeklyPrizeMinor : 0;
      const rules = settings.prizeRules;
      const placed =
        mine && mine.tier !== null && mine.group_no !== null ? { tier: mine.tier, groupNo: mine.group_no } : null;
      const showLeague = board === 'league' && placed !== null;
      const [lines, groupSize] = await Promise.all([
        showLeague
          ? repo.group(gameId, week, placed.tier, placed.groupNo, readerId)
          : board === 'global'
            ? repo.top(gameId, week, LEADERBOARD_TOP, readerId)
            : Promise.resolve([]),
        placed && !showLeague ? repo.groupSize(gameId, week, placed.tier, placed.groupNo) : Promise.resolve(0),
      ]);
      const size = showLeague ? lines.length : groupSize;
      const prizeRules = prize > 0 ? { rules, close } : null;
      const entry = (row: StandingRow, rank: number) => toEntry(row, rank, readerId, prizeRules);
      const top = lines.map((row, i) => entry(row, showLeague ? i + 1 : row.rank!));
      // A line added since the last ranking has no place yet: it shows once the job ranks it.
      const ranked = mine?.rank ? mine : null;
      const me = !ranked ? null : showLeague ? (top.find((e) => e.isMe) ?? null) : entry(ranked, ranked.rank!);
      const lacks = ranked && prizeRules ? lacksOf(ranked, rules, close) : null;
      const eligibility: Eligibility | null = lacks && { eligible: lacks.length === 0, lacks, rules };
      return {
        board,
        weekStart: week.toISOString(),
        weekEnd: close.toISOString(),
        prizeMinor: prize,
        players: stats.players,
        top,
        me,
        league: placed ? leagueOf(placed.tier, placed.groupNo, size) : null,
        eligibility,
        champions: champions.map((c) => ({
          weekStart: new Date(c.week_start).toISOString(),
          username: c.username,
          gainBp: c.gain_bp,
          score: shownScore(c.score),
          prizeMinor: Number(c.prize_minor),
        })),
        updatedAt: stats.updatedAt?.toISOString() ?? null,
      };
    },
  };
}
export type LeaderboardService = ReturnType<typeof createLeaderboardService>;

// Reads of a game's weekly board: the top lines and one player's line, straight from the
// maintained weekly_standings in rank-index order, with the portfolio's player and what privacy
// needs to decide what to show.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { displayNameSql } from '../../db/display-name-sql';

export interface StandingRow {
  user_id: string;
  rank: number | null;
  value_minor: string;
  gain_minor: string;
  gain_bp: number;
  score: number | null;
  traded: boolean;
  companies: number;
  max_position_bp: number;
  held_since: Date | string | null;
  verified: boolean;
  /** League tier and group this week; null before the player is placed. */
  tier: number | null;
  group_no: number | null;
  username: string | null;
  /** The name others see (server/db/display-name-sql): never the full name. */
  display_name: string | null;
  avatar: string | null;
  xp: number;
  privacy: { profileVisibility?: string; showPortfolioValue?: boolean } | null;
  /** The reader has this trader as a friend. */
  is_friend: boolean;
}

const lineColumns = (readerId: string) => sql`
  pf.user_id, s.rank, s.value_minor::text, s.gain_minor::text, s.gain_bp,
  s.score, s.traded, s.companies, s.max_position_bp, s.held_since, s.verified,
  m.tier::int as tier, m.group_no,
  p.username, ${displayNameSql()} as display_name, p.avatar, p.xp, us.privacy_settings as privacy,
  exists (select 1 from friendships f where f.user_id = ${readerId} and f.friend_id = pf.user_id) as is_friend`;

const lineJoins = sql`
  join portfolios pf on pf.id = s.portfolio_id
  join profiles p on p.user_id = pf.user_id
  left join league_members m on m.week_start = s.week_start and m.portfolio_id = s.portfolio_id
  left join user_settings us on us.user_id = pf.user_id`;

export function createLeaderboardRepo(db: Db) {
  return {
    async top(gameId: string, weekStart: Date, limit: number, readerId: string): Promise<StandingRow[]> {
      return queryRows<StandingRow & Record<string, unknown>>(
        db,
        sql`select ${lineColumns(readerId)} from weekly_standings s ${lineJoins}
            where s.game_id = ${gameId} and s.week_start = ${weekStart.toISOString()}::timestamptz
              and s.rank <= ${limit}
            order by s.rank`,
      );
    },

    /** One league group's ranked lines, best first (the board's order). */
    async group(
      gameId: string,
      weekStart: Date,
      tier: number,
      groupNo: number,
      readerId: string,
    ): Promise<StandingRow[]> {
      const ws = weekStart.toISOString();
      return queryRows<StandingRow & Record<string, unknown>>(
        db,
        sql`select ${lineColumns(readerId)}
            from league_members g
            join weekly_standings s on s.week_start = g.week_start and s.portfolio_id = g.portfolio_id
            ${lineJoins}
            where g.game_id = ${gameId} and g.week_start = ${ws}::timestamptz and g.tier = ${tier} and g.group_no = ${groupNo}
              and s.rank is not null
            order by s.rank`,
      );
    },

    /** How many play in a league group this week (for the reader's group on the global board). */
    async groupSize(gameId: string, weekStart: Date, tier: number, groupNo: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from league_members
            where game_id = ${gameId} and week_start = ${weekStart.toISOString()}::timestamptz
              and tier = ${tier} and group_no = ${groupNo}`,
      );
      return row?.n ?? 0;
    },

    /** The player's line on the game's board, by their portfolio in it. */
    async line(gameId: string, weekStart: Date, userId: string): Promise<StandingRow | null> {
      const [row] = await queryRows<StandingRow & Record<string, unknown>>(
        db,
        sql`select ${lineColumns(userId)} from weekly_standings s ${lineJoins}
            where s.week_start = ${weekStart.toISOString()}::timestamptz
              and s.portfolio_id = (select id from portfolios where game_id = ${gameId} and user_id = ${userId})`,
      );
      return row ?? null;
    },

    /** How many are on the game's board (its last rank, by the index) and when it was last ranked. */
    async stats(gameId: string, weekStart: Date): Promise<{ players: number; updatedAt: Date | null }> {
      const ws = weekStart.toISOString();
      const [row] = await queryRows<{ players: number | null; updated_at: Date | string | null }>(
        db,
        sql`select (select rank from weekly_standings
                    where game_id = ${gameId} and week_start = ${ws}::timestamptz and rank is not null
                    order by rank desc limit 1) as players,
                   (select updated_at from app_meta where key = 'standings_ranked_at' and value = ${ws}) as updated_at`,
      );
      return { players: row?.players ?? 0, updatedAt: row?.updated_at ? new Date(row.updated_at) : null };
    },

    async champions(gameId: string, limit: number) {
      return queryRows<{
        week_start: Date | string;
        username: string | null;
        gain_bp: number | null;
        score: number | null;
        prize_minor: string;
      }>(
        db,
        sql`select c.week_start, p.username, c.gain_bp, c.score, c.prize_minor::text
            from weekly_champions c
            left join portfolios pf on pf.id = c.portfolio_id
            left join profiles p on p.user_id = pf.user_id
            where c.game_id = ${gameId} and c.status <> 'denied'
            order by c.week_start desc limit ${limit}`,
      );
    },
  };
}
export type LeaderboardRepo = ReturnType<typeof createLeaderboardRepo>;

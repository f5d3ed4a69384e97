// Reads of a game's weekly board: the top lines and one player's line, straight from the
// maintained weekly_standings in rank-index order, with the portfolio's player and what privacy
// needs to decide what to show.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export interface StandingRow {
  user_id: string;
  rank: number | null;
  value_minor: string;
  gain_minor: string;
  gain_bp: number;
  username: string | null;
  full_name: string | null;
  display_name: string | null;
  xp: number;
  privacy: { profileVisibility?: string; showPortfolioValue?: boolean } | null;
  /** The reader has this trader as a friend. */
  is_friend: boolean;
}

const lineColumns = (readerId: string) => sql`
  pf.user_id, s.rank, s.value_minor::text, s.gain_minor::text, s.gain_bp,
  p.username, p.full_name, us.display_name, p.xp, us.privacy_settings as privacy,
  exists (select 1 from friendships f where f.user_id = ${readerId} and f.friend_id = pf.user_id) as is_friend`;

const lineJoins = sql`
  join portfolios pf on pf.id = s.portfolio_id
  join profiles p on p.user_id = pf.user_id
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
      const [last] = await queryRows<{ rank: number }>(
        db,
        sql`select rank from weekly_standings
            where game_id = ${gameId} and week_start = ${ws}::timestamptz and rank is not null
            order by rank desc limit 1`,
      );
      const [meta] = await queryRows<{ updated_at: Date | string }>(
        db,
        sql`select updated_at from app_meta where key = 'standings_ranked_at' and value = ${ws}`,
      );
      return { players: last?.rank ?? 0, updatedAt: meta ? new Date(meta.updated_at) : null };
    },

    async champions(gameId: string, limit: number) {
      return queryRows<{
        week_start: Date | string;
        username: string | null;
        gain_bp: number | null;
        prize_minor: string;
      }>(
        db,
        sql`select c.week_start, p.username, c.gain_bp, c.prize_minor::text
            from weekly_champions c
            left join portfolios pf on pf.id = c.portfolio_id
            left join profiles p on p.user_id = pf.user_id
            where c.game_id = ${gameId}
            order by c.week_start desc limit ${limit}`,
      );
    },
  };
}
export type LeaderboardRepo = ReturnType<typeof createLeaderboardRepo>;

// Reads of the weekly board (issue 7): the top lines and one player's line, straight from the
// maintained weekly_standings in rank-index order, with what privacy needs to decide what to show.
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

/** The stored place (the standings job ranks the board after each refresh). */
const RANK_ORDER = sql`s.rank`;

const lineColumns = (readerId: string) => sql`
  s.user_id, s.rank, s.value_minor::text, s.gain_minor::text, s.gain_bp,
  p.username, p.full_name, us.display_name, p.xp, us.privacy_settings as privacy,
  exists (select 1 from friendships f where f.user_id = ${readerId} and f.friend_id = s.user_id) as is_friend`;

const lineJoins = sql`
  join profiles p on p.user_id = s.user_id
  left join user_settings us on us.user_id = s.user_id`;

export function createLeaderboardRepo(db: Db) {
  return {
    async top(weekStart: Date, limit: number, readerId: string): Promise<StandingRow[]> {
      return queryRows<StandingRow & Record<string, unknown>>(
        db,
        sql`select ${lineColumns(readerId)} from weekly_standings s ${lineJoins}
            where s.week_start = ${weekStart.toISOString()}::timestamptz and s.rank <= ${limit}
            order by ${RANK_ORDER}`,
      );
    },

    async line(weekStart: Date, userId: string): Promise<StandingRow | null> {
      const [row] = await queryRows<StandingRow & Record<string, unknown>>(
        db,
        sql`select ${lineColumns(userId)} from weekly_standings s ${lineJoins}
            where s.week_start = ${weekStart.toISOString()}::timestamptz and s.user_id = ${userId}`,
      );
      return row ?? null;
    },

    /** How many are on the board (its last rank, by the index) and when it was last ranked. */
    async stats(weekStart: Date): Promise<{ players: number; updatedAt: Date | null }> {
      const ws = weekStart.toISOString();
      const [last] = await queryRows<{ rank: number }>(
        db,
        sql`select rank from weekly_standings where week_start = ${ws}::timestamptz and rank is not null
            order by rank desc limit 1`,
      );
      const [meta] = await queryRows<{ updated_at: Date | string }>(
        db,
        sql`select updated_at from app_meta where key = 'standings_ranked_at' and value = ${ws}`,
      );
      return { players: last?.rank ?? 0, updatedAt: meta ? new Date(meta.updated_at) : null };
    },

    async champions(limit: number) {
      return queryRows<{
        week_start: Date | string;
        username: string | null;
        gain_bp: number | null;
        prize_minor: string;
      }>(
        db,
        sql`select c.week_start, p.username, c.gain_bp, c.prize_minor::text
            from weekly_champions c left join profiles p on p.user_id = c.user_id
            order by c.week_start desc limit ${limit}`,
      );
    },

    async prizeMinor(): Promise<number | null> {
      const [row] = await queryRows<{ prize: string }>(
        db,
        sql`select weekly_prize_minor::text as prize from platform_settings where id = 1`,
      );
      return row ? Number(row.prize) : null;
    },
  };
}
export type LeaderboardRepo = ReturnType<typeof createLeaderboardRepo>;

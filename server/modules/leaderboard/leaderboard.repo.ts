// Reads of the weekly board (issue 7): the top lines and one player's line, straight from the
// maintained weekly_standings in rank-index order, with what privacy needs to decide what to show.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export interface StandingRow {
  user_id: string;
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

/** The board's order: percent gain, then Bolts gained, then user id (stable). */
const RANK_ORDER = sql`s.gain_bp desc, s.gain_minor desc, s.user_id`;

const lineColumns = (readerId: string) => sql`
  s.user_id, s.value_minor::text, s.gain_minor::text, s.gain_bp,
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
            where s.week_start = ${weekStart.toISOString()}::timestamptz
            order by ${RANK_ORDER} limit ${limit}`,
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

    /** 1 + the lines ahead of this one in the board's order (an index range, counted). */
    async rankOf(weekStart: Date, row: Pick<StandingRow, 'user_id' | 'gain_bp' | 'gain_minor'>): Promise<number> {
      const [ahead] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from weekly_standings s
            where s.week_start = ${weekStart.toISOString()}::timestamptz
              and (s.gain_bp > ${row.gain_bp}
                   or (s.gain_bp = ${row.gain_bp}
                       and (s.gain_minor > ${row.gain_minor}::bigint
                            or (s.gain_minor = ${row.gain_minor}::bigint and s.user_id < ${row.user_id}))))`,
      );
      return (ahead?.n ?? 0) + 1;
    },

    async stats(weekStart: Date): Promise<{ players: number; updatedAt: Date | null }> {
      const [row] = await queryRows<{ players: number; updated_at: Date | string | null }>(
        db,
        sql`select count(*)::int as players, max(updated_at) as updated_at from weekly_standings
            where week_start = ${weekStart.toISOString()}::timestamptz`,
      );
      return { players: row?.players ?? 0, updatedAt: row?.updated_at ? new Date(row.updated_at) : null };
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

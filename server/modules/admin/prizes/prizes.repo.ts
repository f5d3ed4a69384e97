// Queries of the held-prizes queue: weekly champions with their game, winner and reviewer names,
// locking one for review, and recording the review.
import { sql, type SQL } from 'drizzle-orm';
import { prizeEvidenceSchema, type AdminPrize } from '#core/schemas/admin/prizes';
import { queryRows, type Db } from '../../../db/client';

export interface PrizeKey {
  gameId: string;
  /** YYYY-MM-DD, the week's first day (UTC). */
  weekStart: string;
}

interface Row {
  game_id: string;
  game_slug: string | null;
  game_name: string;
  week_start: Date | string;
  user_id: string | null;
  username: string | null;
  score: number | null;
  gain_bp: number | null;
  prize_minor: string;
  status: AdminPrize['status'];
  evidence: unknown;
  decided_at: Date | string;
  reviewed_by: string | null;
  reviewer_username: string | null;
  reviewed_at: Date | string | null;
}

export interface LockedPrize {
  status: AdminPrize['status'];
  portfolioId: string | null;
  prizeMinor: number;
  username: string | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();
/** The week's start as stored (00:00 UTC of its first day). */
export const weekOf = (key: PrizeKey) => new Date(`${key.weekStart}T00:00:00.000Z`);
const matches = (key: PrizeKey) =>
  sql`c.game_id = ${key.gameId} and c.week_start = ${weekOf(key).toISOString()}::timestamptz`;

function toPrize(row: Row): AdminPrize {
  const evidence = prizeEvidenceSchema.safeParse(row.evidence);
  return {
    game: { id: row.game_id, slug: row.game_slug, name: row.game_name },
    weekStart: iso(row.week_start).slice(0, 10),
    winner: { userId: row.user_id, username: row.username },
    score: row.score === null ? null : Number(row.score),
    gainBp: row.gain_bp,
    prizeMinor: Number(row.prize_minor),
    status: row.status,
    evidence: evidence.success ? evidence.data : { linked: [] },
    decidedAt: iso(row.decided_at),
    review: row.reviewed_at
      ? { by: { id: row.reviewed_by, username: row.reviewer_username }, at: iso(row.reviewed_at) }
      : null,
  };
}

export function createAdminPrizesRepo(db: Db) {
  const select = (where: SQL, order: SQL, limit: number) =>
    queryRows<Row & Record<string, unknown>>(
      db,
      sql`select c.game_id, g.slug as game_slug, g.name as game_name, c.week_start, p.user_id, pr.username, c.score, c.gain_bp,
                 c.prize_minor::text, c.status, c.evidence, c.decided_at, c.reviewed_by,
                 rp.username as reviewer_username, c.reviewed_at
          from weekly_champions c
          join games g on g.id = c.game_id
          left join portfolios p on p.id = c.portfolio_id
          left join profiles pr on pr.user_id = p.user_id
          left join profiles rp on rp.user_id = c.reviewed_by
          where ${where}
          order by ${order} limit ${limit}`,
    ).then((rows) => rows.map(toPrize));

  return {
    /** Held prizes, newest first (weekly_champions_held_idx). */
    held: () => select(sql`c.status = 'held'`, sql`c.decided_at desc`, 100),

    /** The latest reviews. One row per game and week keeps this scan small without an index. */
    reviewed: (limit: number) =>
      select(sql`c.status in ('approved', 'denied')`, sql`c.reviewed_at desc nulls last`, limit),

    async one(key: PrizeKey): Promise<AdminPrize | null> {
      const [prize] = await select(matches(key), sql`c.week_start`, 1);
      return prize ?? null;
    },

    /** The champion's row, locked for the rest of the transaction; null when there is none. */
    async lock(tx: Db, key: PrizeKey): Promise<LockedPrize | null> {
      const [row] = await queryRows<{
        status: AdminPrize['status'];
        portfolio_id: string | null;
        prize_minor: string;
        username: string | null;
      }>(
        tx,
        sql`select c.status, c.portfolio_id, c.prize_minor::text, pr.username
            from weekly_champions c
            left join portfolios p on p.id = c.portfolio_id
            left join profiles pr on pr.user_id = p.user_id
            where ${matches(key)}
            for update of c`,
      );
      if (!row) return null;
      return {
        status: row.status,
        portfolioId: row.portfolio_id,
        prizeMinor: Number(row.prize_minor),
        username: row.username,
      };
    },

    async review(
      tx: Db,
      key: PrizeKey,
      review: { status: 'approved' | 'denied'; by: string; journalId: string | null },
    ): Promise<void> {
      await tx.execute(
        sql`update weekly_champions c
            set status = ${review.status}, reviewed_by = ${review.by}, reviewed_at = now(), journal_id = ${review.journalId}
            where ${matches(key)}`,
      );
    },
  };
}
export type AdminPrizesRepo = ReturnType<typeof createAdminPrizesRepo>;

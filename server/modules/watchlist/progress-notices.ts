// Two notifications the leader's standings pass hands out (docs/rules.md#notifications), at most
// once a minute: `rank_changed` when a player's place on a weekly board moved a lot (one a day per
// game), and `assignment_due` for a class assignment due within a day that a student has not done
// (one per assignment). Both go through the Notifier, which words, holds and caps them.
import { sql } from 'drizzle-orm';
import type { Notifier } from '#core/notifications/types';
import { rankMoveWorthTelling } from '#core/progress/rank-move';
import { queryRows, type Db } from '../../db/client';
import { classOptionsOf } from '../games';

/** How often the notices are worked out at most. */
export const PROGRESS_NOTICES_MS = 60_000;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export function createProgressNotices({ db, notifier }: { db: Db; notifier: Notifier }) {
  /** The ranks seen on the last pass, per game and portfolio: this instance's, rebuilt when it starts to lead. */
  let lastRanks = new Map<string, Map<string, number>>();
  let lastWeek: number | null = null;
  /** Dedupe keys already handed over today, so a player who keeps moving is not offered again. */
  let told = new Set<string>();
  let toldDay = '';
  let lastAt = -Infinity;

  async function rankChanges(now: Date, week: Date) {
    if (lastWeek !== week.getTime()) {
      // A new week's board starts from nothing: its first ranks are no move.
      lastRanks = new Map();
      lastWeek = week.getTime();
    }
    const rows = await queryRows<{
      game_id: string;
      portfolio_id: string;
      user_id: string;
      rank: number;
      rules: unknown;
    }>(
      db,
      sql`select s.game_id, s.portfolio_id, p.user_id, s.rank, g.rules
          from weekly_standings s
          join portfolios p on p.id = s.portfolio_id
          join games g on g.id = s.game_id
          where s.week_start = ${week.toISOString()}::timestamptz and s.rank is not null and p.left_at is null`,
    );
    const day = utcDay(now);
    const next = new Map<string, Map<string, number>>();
    const notices: Promise<void>[] = [];
    for (const row of rows) {
      // A class that hides its board from students does not tell them their place either.
      if (classOptionsOf(row.rules)?.boardVisible === false) continue;
      let ranks = next.get(row.game_id);
      if (!ranks) next.set(row.game_id, (ranks = new Map()));
      ranks.set(row.portfolio_id, row.rank);
      const before = lastRanks.get(row.game_id)?.get(row.portfolio_id);
      if (before === undefined || !rankMoveWorthTelling(before, row.rank)) continue;
      const dedupeKey = `rank_changed:${row.game_id}:${day}`;
      if (told.has(`${row.user_id}:${dedupeKey}`)) continue;
      told.add(`${row.user_id}:${dedupeKey}`);
      notices.push(
        notifier.notify(row.user_id, {
          type: 'rank_changed',
          params: { gameId: row.game_id, oldRank: before, newRank: row.rank },
          dedupeKey,
        }),
      );
    }
    lastRanks = next;
    await Promise.all(notices);
  }

  async function assignmentsDue(now: Date) {
    const at = sql`${now.toISOString()}::timestamptz`;
    // Assignments whose last day ends within 24 hours, and each current student who has neither
    // done it nor been told (the notification's own key: one lookup by its unique index).
    const rows = await queryRows<{
      assignment_id: string;
      game_id: string;
      template: string;
      due_on: string;
      user_id: string;
      class_name: string;
    }>(
      db,
      sql`select ca.id as assignment_id, ca.game_id, ca.template, ca.due_on::text as due_on, pf.user_id, g.name as class_name
          from class_assignments ca
          join games g on g.id = ca.game_id
          join portfolios pf on pf.game_id = ca.game_id and pf.left_at is null
          where ca.due_on is not null
            and ((ca.due_on + 1)::timestamp at time zone 'UTC') > ${at}
            and ((ca.due_on + 1)::timestamp at time zone 'UTC') <= ${at} + interval '24 hours'
            and (g.owner_id is null or pf.user_id <> g.owner_id)
            and not exists (select 1 from assignment_completions c where c.assignment_id = ca.id and c.user_id = pf.user_id)
            and not exists (select 1 from notifications n where n.user_id = pf.user_id and n.dedupe_key = 'assignment_due:' || ca.id::text)`,
    );
    await Promise.all(
      rows.map((r) =>
        notifier.notify(r.user_id, {
          type: 'assignment_due',
          params: {
            assignmentId: r.assignment_id,
            gameId: r.game_id,
            template: r.template,
            dueOn: r.due_on,
            className: r.class_name,
          },
          dedupeKey: `assignment_due:${r.assignment_id}`,
        }),
      ),
    );
  }

  return {
    /** One pass after the board's refresh (standings job, leader only); skipped within a minute of the last. */
    async run(now: Date, week: Date, { force = false } = {}): Promise<void> {
      if (!force && now.getTime() - lastAt < PROGRESS_NOTICES_MS) return;
      lastAt = now.getTime();
      if (toldDay !== utcDay(now)) {
        told = new Set();
        toldDay = utcDay(now);
      }
      await rankChanges(now, week);
      await assignmentsDue(now);
    },
  };
}
export type ProgressNotices = ReturnType<typeof createProgressNotices>;

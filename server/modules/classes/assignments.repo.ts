// A class's assignments (docs/rules.md#classes) and the check of every current student against
// them: one statement for the whole class, which also records each first completion.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { preparedStatement, queryRows, type Db } from '../../db/client';
import { classAssignments } from '../../db/schema';

export type AssignmentRow = typeof classAssignments.$inferSelect;

export interface ProgressRow {
  assignment_id: string;
  user_id: string;
  have: number;
  need: number;
  sectors_have: number | null;
  sectors_need: number | null;
  completed_at: Date | string | null;
}

/**
 * Each assignment of class $1 against each of its current students (only $4 when given), at $2,
 * with this week's ($3) board line. Every branch of the lateral answers only for its own template
 * (HAVING), reading one student by an index: orders by orders_portfolio_status_idx, holdings and
 * board lines by their keys.
 *
 * limit_below_market: the orders table keeps no market price from the moment of placing, but a
 * limit buy at or above the market fills at once (bolts_place_order: filled, closed when created),
 * so one that rested, expired, was cancelled or filled more than a second after it was placed
 * was below the market. A lesson counts when finished before the due end, even before the
 * assignment was set (the student knows it already). Orders (this and write_reasons) count when placed between the
 * assignment's creation and its due end, whenever read; holdings and the board (`lasting`) are
 * only known now, so they count only when read before the due end.
 */
const CHECK_SQL = `
with a as (
  select ca.id, ca.template, ca.params, ca.created_at,
         ((ca.due_on + 1)::timestamp at time zone 'UTC') as due_end
  from class_assignments ca
  where ca.game_id = $1::uuid
),
s as (
  select pf.id as portfolio_id, pf.user_id
  from portfolios pf
  where pf.game_id = $1::uuid and pf.left_at is null and ($4::text is null or pf.user_id = $4::text)
),
p as (
  select a.id as assignment_id, s.user_id, a.due_end, x.have, x.need, x.sectors_have, x.sectors_need, x.lasting
  from a cross join s
  cross join lateral (
    select least(count(*), 1)::int as have, 1 as need, null::int as sectors_have, null::int as sectors_need,
           false as lasting
    from orders o
    where a.template = 'limit_below_market' and o.portfolio_id = s.portfolio_id
      and o.side = 'buy' and o.type = 'limit'
      and o.created_at >= a.created_at and (a.due_end is null or o.created_at < a.due_end)
      and (o.status <> 'filled' or o.closed_at is null or o.closed_at > o.created_at + interval '1 second')
    having a.template = 'limit_below_market'
    union all
    select least(count(*), (a.params->>'trades')::int)::int, (a.params->>'trades')::int, null, null, false
    from orders o
    where a.template = 'write_reasons' and o.portfolio_id = s.portfolio_id
      and o.transaction_id is not null and o.reason is not null
      and o.created_at >= a.created_at and (a.due_end is null or o.created_at < a.due_end)
    having a.template = 'write_reasons'
    union all
    select least(count(*), (a.params->>'companies')::int)::int, (a.params->>'companies')::int,
           least(count(distinct lower(c.category)), (a.params->>'sectors')::int)::int, (a.params->>'sectors')::int,
           true
    from holdings h
    join companies c on c.id = h.company_id
    where a.template = 'diversify' and h.portfolio_id = s.portfolio_id and h.quantity > 0
      -- $2 is a JavaScript time (whole milliseconds): a holding opened within that millisecond counts.
      and date_trunc('milliseconds', h.opened_at) <= $2::timestamptz - make_interval(days => (a.params->>'days')::int)
    having a.template = 'diversify'
    union all
    select (coalesce(max(ws.score), 0) > 0)::int, 1, null, null, true
    from weekly_standings ws
    where a.template = 'beat_index' and ws.week_start = $3::timestamptz and ws.portfolio_id = s.portfolio_id
      and ws.game_id = $1::uuid
    having a.template = 'beat_index'
    union all
    select count(*)::int, 1, null, null, false
    from lesson_completions lc
    where a.template = 'finish_lesson' and lc.user_id = s.user_id and lc.lesson_id = a.params->>'lesson'
      and (a.due_end is null or lc.completed_at < a.due_end)
    having a.template = 'finish_lesson'
  ) x
),
recorded as (
  insert into assignment_completions (assignment_id, user_id, completed_at)
  select p.assignment_id, p.user_id, $2::timestamptz
  from p
  where p.have >= p.need and coalesce(p.sectors_have >= p.sectors_need, true)
    and (not p.lasting or p.due_end is null or $2::timestamptz < p.due_end)
  on conflict do nothing
  returning assignment_id, user_id, completed_at
)
select p.assignment_id, p.user_id, p.have, p.need, p.sectors_have, p.sectors_need,
       coalesce(c.completed_at, r.completed_at) as completed_at
from p
left join assignment_completions c on c.assignment_id = p.assignment_id and c.user_id = p.user_id
left join recorded r on r.assignment_id = p.assignment_id and r.user_id = p.user_id`;

export function createAssignmentsRepo(db: Db) {
  const check = preparedStatement<ProgressRow>(db, CHECK_SQL);

  return {
    async insert(values: typeof classAssignments.$inferInsert): Promise<AssignmentRow> {
      const [row] = await db.insert(classAssignments).values(values).returning();
      return row!;
    },

    /** The class's assignments, newest first. */
    list: (gameId: string): Promise<AssignmentRow[]> =>
      db
        .select()
        .from(classAssignments)
        .where(eq(classAssignments.gameId, gameId))
        .orderBy(desc(classAssignments.createdAt), desc(classAssignments.id)),

    async count(gameId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(classAssignments).where(eq(classAssignments.gameId, gameId));
      return row?.n ?? 0;
    },

    /** Deletes the class's assignment (its completions go with it); false when there is none. */
    async remove(gameId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(classAssignments)
        .where(and(eq(classAssignments.gameId, gameId), eq(classAssignments.id, id)))
        .returning({ id: classAssignments.id });
      return rows.length > 0;
    },

    /** Checks and records completions; every current student's line (or only `userId`'s). */
    check: (gameId: string, now: Date, weekStart: Date, userId: string | null = null) =>
      check([gameId, now.toISOString(), weekStart.toISOString(), userId]),

    /**
     * Running classes with an assignment on holdings or the board (`diversify`, `beat_index`) that
     * still counts at `now`: the ones a sweep must check before the chance passes unread.
     */
    async lastingOpen(now: Date): Promise<string[]> {
      const rows = await queryRows<{ game_id: string }>(
        db,
        sql`select distinct ca.game_id
            from class_assignments ca join games g on g.id = ca.game_id
            where ca.template in ('diversify', 'beat_index')
              and (ca.due_on is null or ${now.toISOString()}::timestamptz < ((ca.due_on + 1)::timestamp at time zone 'UTC'))
              and g.starts_at <= ${now.toISOString()}::timestamptz
              and (g.ends_at is null or ${now.toISOString()}::timestamptz < g.ends_at)`,
      );
      return rows.map((r) => r.game_id);
    },

    /** Is the player a current student of class `gameId` (a game with a join code)? */
    async isStudent(gameId: string, userId: string): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        db,
        sql`select 1 as one
            from portfolios pf join games g on g.id = pf.game_id
            where pf.game_id = ${gameId} and pf.user_id = ${userId} and pf.left_at is null
              and g.join_code is not null`,
      );
      return rows.length > 0;
    },
  };
}
export type AssignmentsRepo = ReturnType<typeof createAssignmentsRepo>;

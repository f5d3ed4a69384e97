// The weekly board's maintained table (issue 7). The standings job refreshes a week's rows with
// set-based SQL (one statement for every player), so the leaderboard read is an index range, not
// a valuation of every portfolio per request.
import { sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { queryRows, type Db } from '../db/client';
import { creditFromSystem } from '../modules/ledger';

/**
 * Bolts that reach a player from outside trading: they raise the baseline rather than count as
 * gain (core/competition/weekly-gain.ts). A delisting payout is not among them: it turns shares
 * into cash at the last price, which leaves the value as it was.
 */
const INFLOW_KINDS = sql`('signup_grant', 'referral_bonus', 'weekly_prize', 'adjustment')`;

/**
 * Players who compete: everyone with a profile except staff (their accounts run the game) and
 * suspended or deleted accounts.
 */
const COMPETITORS = sql`
  select p.user_id, p.created_at, p.balance_minor
  from profiles p
  join users u on u.id = p.user_id
  where u.suspended_at is null and u.deleted_at is null
    and not exists (select 1 from user_roles r where r.user_id = p.user_id and r.role in ('admin', 'moderator'))`;

/** Gain in Bolts and in basis points of the baseline (start plus inflows), as two columns. */
function gain(start: SQL, inflow: SQL, value: SQL): SQL {
  const baseline = sql`(${start} + ${inflow})`;
  const minor = sql`(${value} - ${baseline})`;
  return sql`${minor}, case when ${baseline} > 0 then round(${minor} * 10000.0 / ${baseline})::int else 0 end`;
}

export interface Decision {
  weekStart: Date;
  userId: string | null;
  prizeMinor: number;
}

/** 5,000 Bolts (SPEC §9), the platform settings' default. */
export const DEFAULT_PRIZE_MINOR = 500_000;

export function createStandingsRepo(db: Db) {
  /**
   * Stores every line's place in the board's order (gain in percent, then Bolts, then user id),
   * writing only the lines whose place changed, and notes when the board was last ranked.
   */
  async function rankBoard(ws: string) {
    await db.execute(sql`
      update weekly_standings s set rank = r.place
      from (select user_id, row_number() over (order by gain_bp desc, gain_minor desc, user_id)::int as place
            from weekly_standings where week_start = ${ws}::timestamptz) r
      where s.week_start = ${ws}::timestamptz and s.user_id = r.user_id and s.rank is distinct from r.place`);
    await db.execute(sql`
      insert into app_meta (key, value, updated_at) values ('standings_ranked_at', ${ws}, now())
      on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`);
  }

  return {
    /** Ranks the week's board now (the refresh does this itself; tests that edit lines call it). */
    rankBoard: (weekStart: Date) => rankBoard(weekStart.toISOString()),

    /**
     * Recomputes every competitor's line for the week starting at `weekStart`, valued now: cash
     * (reserved cash included) plus holdings (reserved shares included) at current prices.
     * A player's first line of the week fixes their start value: 0 if they joined during the
     * week, otherwise their value now less what came in from outside since the week began (so a
     * prize credited at the rollover counts once, as an inflow). Rows whose figures did not
     * change are left alone (no write, no dead tuple). Returns how many rows were written.
     */
    async refresh(weekStart: Date): Promise<number> {
      const ws = weekStart.toISOString();
      const rows = await queryRows<{ written: number }>(
        db,
        sql`
        with competitors as (${COMPETITORS}),
        holdings_value as (
          select h.user_id, sum(h.quantity * c.current_price_minor) as value
          from user_holdings h
          join companies c on c.id = h.company_id
          where h.quantity > 0
          group by h.user_id
        ),
        inflows as (
          select l.user_id, sum(l.amount_minor) as inflow
          from ledger_entries l
          where l.user_id is not null and l.created_at >= ${ws}::timestamptz and l.kind in ${INFLOW_KINDS}
          group by l.user_id
        ),
        lines as (
          select c.user_id,
                 c.created_at >= ${ws}::timestamptz as joined_this_week,
                 (c.balance_minor + coalesce(hv.value, 0))::bigint as value,
                 coalesce(i.inflow, 0)::bigint as inflow
          from competitors c
          left join holdings_value hv on hv.user_id = c.user_id
          left join inflows i on i.user_id = c.user_id
        ),
        fresh as (
          select l.user_id, l.value, l.inflow,
                 case when l.joined_this_week then 0 else greatest(l.value - l.inflow, 0) end as start_value
          from lines l
        ),
        written as (
          insert into weekly_standings as s
            (week_start, user_id, start_value_minor, inflow_minor, value_minor, gain_minor, gain_bp, updated_at)
          select ${ws}::timestamptz, f.user_id, f.start_value, f.inflow, f.value,
                 ${gain(sql`f.start_value`, sql`f.inflow`, sql`f.value`)}, now()
          from fresh f
          on conflict (week_start, user_id) do update
            set inflow_minor = excluded.inflow_minor,
                value_minor = excluded.value_minor,
                (gain_minor, gain_bp) = (select ${gain(sql`s.start_value_minor`, sql`excluded.inflow_minor`, sql`excluded.value_minor`)}),
                updated_at = excluded.updated_at
            where s.value_minor is distinct from excluded.value_minor
               or s.inflow_minor is distinct from excluded.inflow_minor
          returning 1
        )
        select count(*)::int as written from written`,
      );
      await rankBoard(ws);
      return rows[0]?.written ?? 0;
    },

    /**
     * Decides a finished week once: its best line with a positive gain wins the prize (a week in
     * which nobody gained has no champion). The champion row and the prize's ledger journal are
     * written in one transaction; the row's primary key (the week) and the credit's idempotency
     * key ('prize:<week>') make a second attempt, on this server or another, change nothing.
     * Returns the decision when this call made it, null when the week was already decided.
     */
    async decide(weekStart: Date, prizeMinor: number): Promise<Decision | null> {
      const ws = weekStart.toISOString();
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const [best] = await queryRows<{ user_id: string; gain_minor: string; gain_bp: number }>(
          tx,
          sql`select user_id, gain_minor::text, gain_bp from weekly_standings
              where week_start = ${ws}::timestamptz and gain_minor > 0
              order by gain_bp desc, gain_minor desc, user_id limit 1`,
        );
        const prize = best ? prizeMinor : 0;
        const journalId = prize > 0 ? randomUUID() : null;
        const [claimed] = await queryRows<{ week_start: string }>(
          tx,
          sql`insert into weekly_champions (week_start, user_id, gain_minor, gain_bp, prize_minor, journal_id)
              values (${ws}::timestamptz, ${best?.user_id ?? null}, ${best ? Number(best.gain_minor) : null},
                      ${best?.gain_bp ?? null}, ${prize}, ${journalId})
              on conflict (week_start) do nothing
              returning week_start`,
        );
        if (!claimed) return null;
        if (best && prize > 0) {
          await creditFromSystem(tx, {
            userId: best.user_id,
            amountMinor: prize,
            kind: 'weekly_prize',
            from: 'prizes',
            idempotencyKey: `prize:${ws.slice(0, 10)}`,
            memo: `Weekly Champions prize, week of ${ws.slice(0, 10)}`,
            ...(journalId ? { journalId } : {}),
          });
        }
        return { weekStart, userId: best?.user_id ?? null, prizeMinor: prize };
      });
    },

    /** Whether a finished week had any line at all (an empty week needs no decision). */
    async hasStandings(weekStart: Date): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        db,
        sql`select 1 as one from weekly_standings where week_start = ${weekStart.toISOString()}::timestamptz limit 1`,
      );
      return rows.length > 0;
    },

    async isDecided(weekStart: Date): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        db,
        sql`select 1 as one from weekly_champions where week_start = ${weekStart.toISOString()}::timestamptz`,
      );
      return rows.length > 0;
    },

    /** The prize from the platform settings (5,000 Bolts when the row is missing). */
    async prizeMinor(): Promise<number> {
      const rows = await queryRows<{ prize: string }>(
        db,
        sql`select weekly_prize_minor::text as prize from platform_settings where id = 1`,
      );
      return rows[0] ? Number(rows[0].prize) : DEFAULT_PRIZE_MINOR;
    },
  };
}
export type StandingsRepo = ReturnType<typeof createStandingsRepo>;

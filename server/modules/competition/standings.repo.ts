// The weekly boards' maintained table: one line per portfolio and week in every game that has a
// weekly board. The standings job refreshes a week's lines with set-based SQL (one statement for
// every portfolio), so the leaderboard read is an index range, not a valuation per request.
import { sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { PUBLIC_GAME_ID } from '#core/games';
import { inTransaction, queryRows, type Db } from '../../db/client';
import { creditFromSystem } from '../ledger';

/**
 * Bolts that reach a portfolio from outside trading: they raise the baseline (start value plus
 * inflows) rather than count as gain, so the board ranks trading alone (its oracle:
 * test/support/weekly-gain-oracle.ts). A delisting payout is not among them: it turns shares into
 * cash at the last price, which leaves the value as it was.
 */
const INFLOW_KINDS = sql`('signup_grant', 'referral_bonus', 'weekly_prize', 'adjustment')`;

/** Games whose rules ask for a weekly board and that have not ended before `ws`. */
const weeklyGames = (ws: string) => sql`
  select g.id from games g
  where coalesce((g.rules ->> 'weeklyBoard')::boolean, false)
    and (g.ends_at is null or g.ends_at > ${ws}::timestamptz)`;

/**
 * Portfolios that compete: every portfolio in those games except staff's (their accounts run the
 * game) and those of suspended or deleted accounts.
 */
const competitors = (ws: string) => sql`
  select pf.id as portfolio_id, pf.game_id, pf.created_at, pf.cash_minor
  from portfolios pf
  join users u on u.id = pf.user_id
  where pf.game_id in (${weeklyGames(ws)})
    and u.suspended_at is null and u.deleted_at is null
    and not exists (select 1 from user_roles r where r.user_id = pf.user_id and r.role in ('admin', 'moderator'))`;

/** Gain in Bolts and in basis points of the baseline (start plus inflows), as two columns. */
function gain(start: SQL, inflow: SQL, value: SQL): SQL {
  const baseline = sql`(${start} + ${inflow})`;
  const minor = sql`(${value} - ${baseline})`;
  return sql`${minor}, case when ${baseline} > 0 then round(${minor} * 10000.0 / ${baseline})::int else 0 end`;
}

export interface Decision {
  gameId: string;
  weekStart: Date;
  /** The winning portfolio and its player; null when nobody gained that week. */
  portfolioId: string | null;
  userId: string | null;
  prizeMinor: number;
}

/** 5,000 Bolts (docs/rules.md#money), the platform settings' default. */
export const DEFAULT_PRIZE_MINOR = 500_000;

export function createStandingsRepo(db: Db) {
  /**
   * Stores every line's place on its game's board (gain in percent, then Bolts, then portfolio
   * id), writing only the lines whose place changed, and notes when the boards were last ranked.
   */
  async function rankBoard(ws: string) {
    await db.execute(sql`
      update weekly_standings s set rank = r.place
      from (select portfolio_id,
                   row_number() over (partition by game_id order by gain_bp desc, gain_minor desc, portfolio_id)::int as place
            from weekly_standings where week_start = ${ws}::timestamptz) r
      where s.week_start = ${ws}::timestamptz and s.portfolio_id = r.portfolio_id and s.rank is distinct from r.place`);
    await db.execute(sql`
      insert into app_meta (key, value, updated_at) values ('standings_ranked_at', ${ws}, now())
      on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`);
  }

  return {
    /** Ranks the week's boards now (the refresh does this itself; tests that edit lines call it). */
    rankBoard: (weekStart: Date) => rankBoard(weekStart.toISOString()),

    /** The games with a weekly board this week. */
    async weeklyGames(weekStart: Date): Promise<string[]> {
      const rows = await queryRows<{ id: string }>(db, weeklyGames(weekStart.toISOString()));
      return rows.map((r) => r.id);
    },

    /**
     * Recomputes every competing portfolio's line for the week starting at `weekStart`, valued now
     * as the portfolio_values view defines value (cash, reserved cash included, plus every share
     * at its current price), summed for the whole board in one grouped pass: the view values one
     * portfolio at a time, which across every portfolio costs more (a test holds the two equal).
     * A portfolio's first line of the week fixes its start value: 0 if it was opened during the
     * week, otherwise its value now less what came in from outside since the week began (so a
     * prize credited at the rollover counts once, as an inflow). Rows whose figures did not change
     * are left alone (no write, no dead tuple). Returns how many rows were written.
     */
    async refresh(weekStart: Date): Promise<number> {
      const ws = weekStart.toISOString();
      const rows = await queryRows<{ written: number }>(
        db,
        sql`
        with competitors as (${competitors(ws)}),
        holdings_value as (
          select h.portfolio_id, sum(h.quantity * c.current_price_minor) as value
          from holdings h
          join companies c on c.id = h.company_id
          where h.quantity > 0
          group by h.portfolio_id
        ),
        inflows as (
          select l.portfolio_id, sum(l.amount_minor) as inflow
          from ledger_entries l
          where l.portfolio_id is not null and l.created_at >= ${ws}::timestamptz and l.kind in ${INFLOW_KINDS}
          group by l.portfolio_id
        ),
        lines as (
          select c.portfolio_id, c.game_id,
                 c.created_at >= ${ws}::timestamptz as joined_this_week,
                 (c.cash_minor + coalesce(hv.value, 0))::bigint as value,
                 coalesce(i.inflow, 0)::bigint as inflow
          from competitors c
          left join holdings_value hv on hv.portfolio_id = c.portfolio_id
          left join inflows i on i.portfolio_id = c.portfolio_id
        ),
        fresh as (
          select l.portfolio_id, l.game_id, l.value, l.inflow,
                 case when l.joined_this_week then 0 else greatest(l.value - l.inflow, 0) end as start_value
          from lines l
        ),
        written as (
          insert into weekly_standings as s
            (week_start, game_id, portfolio_id, start_value_minor, inflow_minor, value_minor, gain_minor, gain_bp, updated_at)
          select ${ws}::timestamptz, f.game_id, f.portfolio_id, f.start_value, f.inflow, f.value,
                 ${gain(sql`f.start_value`, sql`f.inflow`, sql`f.value`)}, now()
          from fresh f
          on conflict (week_start, portfolio_id) do update
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
     * Decides a game's finished week once: its best line with a positive gain wins the prize (a
     * week in which nobody gained has no champion). The champion row and the prize's ledger
     * journal, credited to the winning portfolio, are written in one transaction; the row's
     * primary key (game and week) and the credit's idempotency key make a second attempt, on this
     * server or another, change nothing. Returns the decision when this call made it, null when
     * the week was already decided.
     */
    async decide(gameId: string, weekStart: Date, prizeMinor: number): Promise<Decision | null> {
      const ws = weekStart.toISOString();
      return inTransaction(db, async (tx) => {
        const [best] = await queryRows<{ portfolio_id: string; user_id: string; gain_minor: string; gain_bp: number }>(
          tx,
          sql`select s.portfolio_id, pf.user_id, s.gain_minor::text, s.gain_bp
              from weekly_standings s join portfolios pf on pf.id = s.portfolio_id
              where s.game_id = ${gameId} and s.week_start = ${ws}::timestamptz and s.gain_minor > 0
              order by s.gain_bp desc, s.gain_minor desc, s.portfolio_id limit 1`,
        );
        const prize = best ? prizeMinor : 0;
        const journalId = prize > 0 ? randomUUID() : null;
        const [claimed] = await queryRows<{ week_start: string }>(
          tx,
          sql`insert into weekly_champions (game_id, week_start, portfolio_id, gain_minor, gain_bp, prize_minor, journal_id)
              values (${gameId}, ${ws}::timestamptz, ${best?.portfolio_id ?? null}, ${best ? Number(best.gain_minor) : null},
                      ${best?.gain_bp ?? null}, ${prize}, ${journalId})
              on conflict (game_id, week_start) do nothing
              returning week_start`,
        );
        if (!claimed) return null;
        if (best && prize > 0) {
          await creditFromSystem(tx, {
            portfolioId: best.portfolio_id,
            amountMinor: prize,
            kind: 'weekly_prize',
            from: 'prizes',
            idempotencyKey: `prize:${ws.slice(0, 10)}`,
            memo: `Weekly Champions prize, week of ${ws.slice(0, 10)}`,
            ...(journalId ? { journalId } : {}),
          });
        }
        return {
          gameId,
          weekStart,
          portfolioId: best?.portfolio_id ?? null,
          userId: best?.user_id ?? null,
          prizeMinor: prize,
        };
      });
    },

    /** Whether a game's finished week had any line at all (an empty week needs no decision). */
    async hasStandings(gameId: string, weekStart: Date): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        db,
        sql`select 1 as one from weekly_standings
            where game_id = ${gameId} and week_start = ${weekStart.toISOString()}::timestamptz limit 1`,
      );
      return rows.length > 0;
    },

    async isDecided(gameId: string, weekStart: Date): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        db,
        sql`select 1 as one from weekly_champions
            where game_id = ${gameId} and week_start = ${weekStart.toISOString()}::timestamptz`,
      );
      return rows.length > 0;
    },

    /**
     * The week's prize in a game: the platform settings' (5,000 Bolts when the row is missing) for
     * the public game; other games pay none until a game's rules can name one.
     */
    async prizeMinor(gameId: string): Promise<number> {
      if (gameId !== PUBLIC_GAME_ID) return 0;
      const rows = await queryRows<{ prize: string }>(
        db,
        sql`select weekly_prize_minor::text as prize from platform_settings where id = 1`,
      );
      return rows[0] ? Number(rows[0].prize) : DEFAULT_PRIZE_MINOR;
    },
  };
}
export type StandingsRepo = ReturnType<typeof createStandingsRepo>;

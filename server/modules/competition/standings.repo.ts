// The weekly boards' maintained table: one line per portfolio and week in every game that has a
// weekly board. The standings job refreshes a week's lines with set-based SQL (one statement for
// every portfolio), so the leaderboard read is an index range, not a valuation per request.
import { sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { isEligible, type EligibilityFacts, type PrizeRules } from '#core/competition/eligibility';
import { MIN_WEEK_VOLATILITY } from '#core/competition/score';
import { PUBLIC_GAME_ID } from '#core/games';
import { BOLTS_INDEX_ID } from '#core/market/bolts-index';
import { inTransaction, queryRows, type Db } from '../../db/client';
import { linkingSignals } from '../../auth/account-signals';
import { readPlatformSettings, underConsentAgeSql } from '../platform-settings';
import { creditPrize } from './prize';

/**
 * Bolts that reach a portfolio from outside trading: they raise the baseline (start value plus
 * inflows) rather than count as gain, so the board ranks trading alone (its oracle:
 * test/support/weekly-gain-oracle.ts). A delisting payout is not among them: it turns shares into
 * cash at the last price, which leaves the value as it was.
 */
const INFLOW_KINDS = sql`('signup_grant', 'referral_bonus', 'weekly_prize', 'adjustment', 'paycheck')`;

/** Games whose rules ask for a weekly board and that have not ended before `ws`. */
const weeklyGames = (ws: string) => sql`
  select g.id from games g
  where coalesce((g.rules ->> 'weeklyBoard')::boolean, false)
    and (g.ends_at is null or g.ends_at > ${ws}::timestamptz)`;

/**
 * Portfolios that compete: every portfolio in those games except staff's (their accounts run the
 * game), those of suspended or deleted accounts and of students removed from a class. A login a teacher issued has a line in the
 * public game but no place on its board (off_board, docs/rules.md#classes), and so does a player
 * under the consent age (docs/rules.md#accounts; the age is one uncorrelated lookup per statement).
 */
const competitors = (ws: string) => sql`
  select pf.id as portfolio_id, pf.game_id, pf.created_at, pf.cash_minor,
         (u.email_verified or coalesce(u.phone_number_verified, false)) as verified,
         (cl.user_id is not null or (pf.game_id = ${PUBLIC_GAME_ID} and ${underConsentAgeSql(sql`u.birth_year`)})) as off_board
  from portfolios pf
  join users u on u.id = pf.user_id
  left join class_logins cl on cl.user_id = pf.user_id and pf.game_id = ${PUBLIC_GAME_ID}
  where pf.game_id in (${weeklyGames(ws)})
    and u.suspended_at is null and u.deleted_at is null and pf.left_at is null
    and not exists (select 1 from user_roles r where r.user_id = pf.user_id and r.role in ('admin', 'moderator'))`;

/**
 * The Bolts Score of a line (core/competition/score boltsScore, its oracle): the return over the
 * baseline less the Bolts Index's return since the line began, over the week's swing (at least
 * MIN_WEEK_VOLATILITY); null for a portfolio that has never traded.
 */
function score(f: { gain: SQL; baseline: SQL; swing: SQL; indexStart: SQL; indexNow: SQL; traded: SQL }): SQL {
  const portfolioReturn = sql`coalesce(${f.gain}::float8 / nullif(${f.baseline}, 0), 0)`;
  const indexReturn = sql`coalesce(${f.indexNow} / nullif(${f.indexStart}, 0) - 1, 0)`;
  return sql`case when ${f.traded} then (${portfolioReturn} - ${indexReturn}) / greatest(sqrt(${f.swing}), ${MIN_WEEK_VOLATILITY}::float8) end`;
}

/** The squared log return of one refresh step: value now, less what came in since, over the value before. */
function swingStep(previous: SQL, value: SQL, inflowSince: SQL): SQL {
  const traded = sql`(${value} - ${inflowSince})`;
  return sql`case when ${previous} > 0 and ${traded} > 0 then power(ln(${traded}::float8 / ${previous}), 2) else 0 end`;
}

/** The board's order: by score (those with none last), then gain in percent and Bolts, then id. */
export const BOARD_ORDER = sql`score desc nulls last, gain_bp desc, gain_minor desc, portfolio_id`;

export interface LinkedPlayer {
  userId: string;
  username: string | null;
  rank: number;
  via: ('device' | 'address')[];
}

export interface Decision {
  gameId: string;
  weekStart: Date;
  /** The winning portfolio and its player; null when nobody eligible beat the index that week. */
  portfolioId: string | null;
  userId: string | null;
  prizeMinor: number;
  /** The winner is linked to another top-10 player: the prize waits for an admin. */
  held: boolean;
}

/** 5,000 Bolts (docs/rules.md#money), the platform settings' default. */
export const DEFAULT_PRIZE_MINOR = 500_000;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Lines looked at per query when searching the board for its best eligible line. */
const ELIGIBLE_PAGE = 200;

/** A line's prize eligibility facts, as its last refresh kept them (the columns' names). */
export interface LineFacts {
  traded: boolean;
  companies: number;
  max_position_bp: number;
  held_since: Date | string | null;
  verified: boolean;
}

export const factsOf = (line: LineFacts): EligibilityFacts => ({
  traded: line.traded,
  companies: line.companies,
  maxPositionBp: line.max_position_bp,
  heldSince: line.held_since ? new Date(line.held_since) : null,
  verified: line.verified,
});

interface CandidateRow extends LineFacts {
  portfolio_id: string;
  user_id: string;
  gain_minor: string;
  gain_bp: number;
  score: number;
}

/** A login a teacher issued is never the public game's champion (docs/rules.md#classes). */
const notClassLogin = sql`and not exists (select 1 from class_logins cl where cl.user_id = pf.user_id)`;

/** The week's best line with a positive score that is eligible at the close, page by page. */
async function bestEligible(tx: Db, gameId: string, ws: string, rules: PrizeRules, close: Date) {
  for (let offset = 0; ; offset += ELIGIBLE_PAGE) {
    const page = await queryRows<CandidateRow & Record<string, unknown>>(
      tx,
      sql`select s.portfolio_id, pf.user_id, s.gain_minor::text, s.gain_bp, s.score, s.traded, s.companies,
                 s.max_position_bp, s.held_since,
                 -- The account as it is at the decision, not at the last refresh.
                 (u.email_verified or coalesce(u.phone_number_verified, false)) as verified
          from weekly_standings s
          join portfolios pf on pf.id = s.portfolio_id
          join users u on u.id = pf.user_id
          where s.game_id = ${gameId} and s.week_start = ${ws}::timestamptz and s.score > 0
            ${gameId === PUBLIC_GAME_ID ? notClassLogin : sql``}
          order by ${BOARD_ORDER} limit ${ELIGIBLE_PAGE} offset ${offset}`,
    );
    const winner = page.find((row) => isEligible(factsOf(row), rules, close));
    if (winner) return winner;
    if (page.length < ELIGIBLE_PAGE) return null;
  }
}

/** The week's other top-10 players linked to `userId`, and by what. */
async function linkedInTopTen(tx: Db, gameId: string, ws: string, userId: string): Promise<LinkedPlayer[]> {
  const rows = await queryRows<{ user_id: string; username: string | null; rank: number; via: string[] }>(
    tx,
    sql`select pf.user_id, p.username, s.rank, array_agg(distinct x.kind order by x.kind) as via
        from weekly_standings s
        join portfolios pf on pf.id = s.portfolio_id
        join profiles p on p.user_id = pf.user_id
        join account_signals y on y.user_id = pf.user_id
        join account_signals x on x.user_id = ${userId} and ${linkingSignals}
        where s.game_id = ${gameId} and s.week_start = ${ws}::timestamptz and s.rank <= 10 and pf.user_id <> ${userId}
        group by pf.user_id, p.username, s.rank
        order by s.rank`,
  );
  return rows.map((r) => ({
    userId: r.user_id,
    username: r.username,
    rank: r.rank,
    via: r.via as LinkedPlayer['via'],
  }));
}

export function createStandingsRepo(db: Db) {
  /**
   * Stores every line's place on its game's board (BOARD_ORDER), writing only the lines whose
   * place changed, and notes when the boards were last ranked.
   */
  async function rankBoard(ws: string) {
    await db.execute(sql`
      update weekly_standings s set rank = r.place
      from (select portfolio_id,
                   row_number() over (partition by game_id order by ${BOARD_ORDER})::int as place
            from weekly_standings where week_start = ${ws}::timestamptz) r
      where s.week_start = ${ws}::timestamptz and s.portfolio_id = r.portfolio_id and s.rank is distinct from r.place`);
    await markRanked(ws);
  }

  /** Notes when the week's boards were last ranked (the board shows it). */
  async function markRanked(ws: string) {
    await db.execute(sql`
      insert into app_meta (key, value, updated_at) values ('standings_ranked_at', ${ws}, now())
      on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`);
  }

  return {
    /** Ranks the week's lines as they are (the refresh ranks as it writes; tests that edit lines call this). */
    rankBoard: (weekStart: Date) => rankBoard(weekStart.toISOString()),

    /** The games with a weekly board this week. */
    async weeklyGames(weekStart: Date): Promise<string[]> {
      const rows = await queryRows<{ id: string }>(db, weeklyGames(weekStart.toISOString()));
      return rows.map((r) => r.id);
    },

    /**
     * Recomputes every competing portfolio's line for the week starting at `weekStart`, valued now
     * as the portfolio_values view defines value (cash, reserved cash included, plus every share
     * at its current price, less what buying back every short costs), summed for the whole board in one grouped pass: the view values one
     * portfolio at a time, which across every portfolio costs more (a test holds the two equal).
     * A portfolio's first line of the week fixes its start value: 0 if it was opened during the
     * week, otherwise its value now less what came in from outside since the week began (so a
     * prize credited at the rollover counts once, as an inflow). Each line's swing grows by the
     * step since the last refresh, its score follows, and the board is ranked (BOARD_ORDER) in the
     * same statement, so each changed line is written once; lines whose figures and place did not
     * change are left alone (no write, no dead tuple), and lines of players who stopped competing
     * (suspended, deleted, staff) lose their place. Returns how many rows were written.
     */
    async refresh(weekStart: Date): Promise<number> {
      const ws = weekStart.toISOString();
      const [index] = await queryRows<{ level: number }>(
        db,
        sql`select level from market_indices where id = ${BOLTS_INDEX_ID}`,
      );
      const indexNow = sql`${index?.level ?? null}::float8`;
      const rows = await queryRows<{ written: number }>(
        db,
        sql`
        with competitors as (${competitors(ws)}),
        positions as (
          select h.portfolio_id, h.quantity * c.current_price_minor as value, h.opened_at
          from holdings h
          join companies c on c.id = h.company_id
          where h.quantity > 0
        ),
        holdings_value as (
          select portfolio_id, sum(value) as value, count(*)::int as companies, max(value) as largest,
                 min(opened_at) as held_since
          from positions group by portfolio_id
        ),
        short_liabilities as (
          select s.portfolio_id, sum(s.quantity * c.current_price_minor) as liability
          from short_positions s join companies c on c.id = s.company_id
          group by s.portfolio_id
        ),
        inflows as (
          select l.portfolio_id, sum(l.amount_minor) as inflow
          from ledger_entries l
          where l.portfolio_id is not null and l.created_at >= ${ws}::timestamptz and l.kind in ${INFLOW_KINDS}
          group by l.portfolio_id
        ),
        lines as (
          select c.portfolio_id, c.game_id, c.verified, c.off_board, c.created_at >= ${ws}::timestamptz as joined_this_week,
                 (c.cash_minor + coalesce(hv.value, 0) - coalesce(sl.liability, 0))::bigint as value,
                 coalesce(i.inflow, 0)::bigint as inflow,
                 coalesce(hv.companies, 0) as companies, hv.largest, hv.held_since,
                 s0.start_value_minor as old_start, s0.value_minor as old_value, s0.inflow_minor as old_inflow,
                 s0.swing_squares as old_swing, s0.index_start as old_index_start,
                 -- Once traded, always traded: the trades table is probed only until then.
                 case when s0.traded then true
                      else exists (select 1 from transactions t where t.portfolio_id = c.portfolio_id) end as traded
          from competitors c
          left join holdings_value hv on hv.portfolio_id = c.portfolio_id
          left join short_liabilities sl on sl.portfolio_id = c.portfolio_id
          left join inflows i on i.portfolio_id = c.portfolio_id
          left join weekly_standings s0 on s0.week_start = ${ws}::timestamptz and s0.portfolio_id = c.portfolio_id
        ),
        figures as (
          select l.portfolio_id, l.game_id, l.verified, l.off_board, l.value, l.inflow, l.companies, l.held_since, l.traded,
                 case when l.value > 0 then round(coalesce(l.largest, 0) * 10000.0 / l.value)::int else 0 end as max_position_bp,
                 coalesce(l.old_start, case when l.joined_this_week then 0 else greatest(l.value - l.inflow, 0) end) as start_value,
                 case when l.old_value is null then 0
                      else l.old_swing + ${swingStep(sql`l.old_value`, sql`l.value`, sql`(l.inflow - l.old_inflow)`)} end as swing,
                 coalesce(l.old_index_start, ${indexNow}) as index_start
          from lines l
        ),
        gains as (
          select f.*, (f.value - f.start_value - f.inflow) as gain_minor,
                 case when f.start_value + f.inflow > 0
                      then round((f.value - f.start_value - f.inflow) * 10000.0 / (f.start_value + f.inflow))::int
                      else 0 end as gain_bp
          from figures f
        ),
        scored as (
          select g.*, ${score({
            gain: sql`g.gain_minor`,
            baseline: sql`(g.start_value + g.inflow)`,
            swing: sql`g.swing`,
            indexStart: sql`g.index_start`,
            indexNow,
            traded: sql`g.traded`,
          })} as score
          from gains g
        ),
        ranked as (
          select x.*, case when not x.off_board
                           then row_number() over (partition by game_id, off_board order by ${BOARD_ORDER})::int end as rank
          from scored x
        ),
        -- By the lines' own players (key lookups), not against the competitors above: a week's
        -- first refreshes run on statistics that still call the week empty.
        gone as (
          update weekly_standings d set rank = null
          from portfolios pf join users u on u.id = pf.user_id
          where d.week_start = ${ws}::timestamptz and d.rank is not null and pf.id = d.portfolio_id
            and (u.suspended_at is not null or u.deleted_at is not null
                 or exists (select 1 from user_roles r where r.user_id = pf.user_id and r.role in ('admin', 'moderator')))
        ),
        written as (
          insert into weekly_standings as s
            (week_start, game_id, portfolio_id, start_value_minor, inflow_minor, value_minor, gain_minor, gain_bp,
             index_start, swing_squares, traded, score, companies, max_position_bp, held_since, verified, rank, updated_at)
          select ${ws}::timestamptz, r.game_id, r.portfolio_id, r.start_value, r.inflow, r.value, r.gain_minor, r.gain_bp,
                 r.index_start, r.swing, r.traded, r.score, r.companies, r.max_position_bp, r.held_since, r.verified, r.rank,
                 now()
          from ranked r
          on conflict (week_start, portfolio_id) do update
            set inflow_minor = excluded.inflow_minor,
                value_minor = excluded.value_minor,
                gain_minor = excluded.gain_minor,
                gain_bp = excluded.gain_bp,
                index_start = excluded.index_start,
                swing_squares = excluded.swing_squares,
                traded = excluded.traded,
                score = excluded.score,
                companies = excluded.companies,
                max_position_bp = excluded.max_position_bp,
                held_since = excluded.held_since,
                verified = excluded.verified,
                rank = excluded.rank,
                updated_at = excluded.updated_at
            where (s.value_minor, s.inflow_minor, s.traded, s.companies, s.max_position_bp, s.held_since, s.verified,
                   s.score, s.rank)
                  is distinct from
                  (excluded.value_minor, excluded.inflow_minor, excluded.traded, excluded.companies,
                   excluded.max_position_bp, excluded.held_since, excluded.verified, excluded.score, excluded.rank)
          returning 1
        )
        select count(*)::int as written from written`,
      );
      await markRanked(ws);
      return rows[0]?.written ?? 0;
    },

    /**
     * Decides a game's finished week once: the best score above zero (it beat the index) among the
     * lines eligible at the week's close (core/competition/eligibility) wins the prize; a week with
     * none has no champion. A winner linked to another of the week's top 10 (one device, or one
     * address within a day) is held: the prize waits for an admin (admin/prizes). The champion
     * row and the prize's ledger journal are written in one transaction; the row's primary key
     * (game and week) and the credit's idempotency key make a second attempt, on this server or
     * another, change nothing. Returns the decision when this call made it, null when the week was
     * already decided.
     */
    async decide(gameId: string, weekStart: Date, prizeMinor: number, rules: PrizeRules): Promise<Decision | null> {
      const ws = weekStart.toISOString();
      const close = new Date(weekStart.getTime() + WEEK_MS);
      return inTransaction(db, async (tx) => {
        const best = await bestEligible(tx, gameId, ws, rules, close);
        const linked = best ? await linkedInTopTen(tx, gameId, ws, best.user_id) : [];
        const held = linked.length > 0;
        const prize = best ? prizeMinor : 0;
        const journalId = prize > 0 && !held ? randomUUID() : null;
        const [claimed] = await queryRows<{ week_start: string }>(
          tx,
          sql`insert into weekly_champions
                (game_id, week_start, portfolio_id, gain_minor, gain_bp, score, prize_minor, journal_id, status, evidence)
              values (${gameId}, ${ws}::timestamptz, ${best?.portfolio_id ?? null}, ${best ? Number(best.gain_minor) : null},
                      ${best?.gain_bp ?? null}, ${best?.score ?? null}, ${prize}, ${journalId},
                      ${held ? 'held' : 'paid'}, ${held ? JSON.stringify({ linked }) : null}::jsonb)
              on conflict (game_id, week_start) do nothing
              returning week_start`,
        );
        if (!claimed) return null;
        if (best && journalId) {
          await creditPrize(tx, { portfolioId: best.portfolio_id, weekStart, prizeMinor: prize, journalId });
        }
        return {
          gameId,
          weekStart,
          portfolioId: best?.portfolio_id ?? null,
          userId: best?.user_id ?? null,
          prizeMinor: prize,
          held,
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

    /** Who may win (platform settings; the defaults when the row is missing). */
    async prizeRules(): Promise<PrizeRules> {
      return (await readPlatformSettings(db)).prizeRules;
    },
  };
}
export type StandingsRepo = ReturnType<typeof createStandingsRepo>;

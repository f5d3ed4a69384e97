// The teacher's view of a class (docs/rules.md#classes): every student's figures in one set-based
// statement, a student's trades with their reasons, and removing a student. A class's students
// are the portfolios of its game that have not left it.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { preparedStatement, queryRows, type Db } from '../../db/client';
import { classTeams, companies, orders, portfolios, transactions } from '../../db/schema';
import { displayNameText } from '../../db/display-name-sql';

export interface StudentRow {
  user_id: string;
  team_id: string | null;
  username: string | null;
  name: string;
  avatar: string | null;
  issued: boolean;
  joined_at: Date | string;
  last_active_at: Date | string | null;
  trades: number;
  reasons: number;
  last_reason: string | null;
  /** json_agg of { symbol, quantity, valueMinor }, largest first; a string on some drivers. */
  holdings: string | { symbol: string; quantity: number; valueMinor: number }[] | null;
  companies: number;
  largest_minor: string | null;
  lessons: number;
  portfolio_id: string;
  game_id: string;
  cash_minor: string;
  reserved_minor: string;
  holdings_value_minor: string;
  value_minor: string;
  starting_grant_minor: string;
  bonuses_minor: string;
  gain_minor: string;
  short_collateral_minor: string;
  short_liability_minor: string;
  score: number | null;
  rank: number | null;
}

/**
 * Every student of class $1 with their figures (the portfolio_values view), this week's ($2) line
 * on the class board and their activity. Each lateral reads one student by an index: names by
 * key (OFFSET 0 keeps that lookup from becoming a join of every user), trades and the latest
 * order from transactions_portfolio_idx and orders_portfolio_status_idx alone, reasons from the
 * portfolio's orders that made a trade, holdings by their key, lessons finished by their key.
 */
const STUDENTS_SQL = `
select pf.user_id, who.username, who.name, who.avatar, cl.user_id is not null as issued, pf.created_at as joined_at, pf.team_id,
       greatest(lo.last_order_at, se.last_seen_at) as last_active_at,
       t.trades, r.reasons, r.last_reason, ls.lessons,
       h.holdings, coalesce(h.companies, 0) as companies, h.largest::text as largest_minor,
       v.portfolio_id, v.game_id, v.cash_minor::text, v.reserved_minor::text, v.holdings_value_minor::text,
       v.value_minor::text, v.starting_grant_minor::text, v.bonuses_minor::text, v.gain_minor::text,
       v.short_collateral_minor::text, v.short_liability_minor::text, s.score, s.rank
from portfolios pf
join portfolio_values v on v.portfolio_id = pf.id and v.game_id = pf.game_id
left join class_logins cl on cl.user_id = pf.user_id and cl.game_id = pf.game_id
left join weekly_standings s on s.week_start = $2 and s.portfolio_id = pf.id and s.game_id = pf.game_id
cross join lateral (
  -- The class's teacher knows each current student by their private full name (the name a
  -- teacher typed for a login they issued, or the one a student gave at sign-up): the adult who
  -- runs the class grades real people (docs/rules.md#privacy). Other players never see it.
  select coalesce(p.username, u.username) as username,
         coalesce(nullif(btrim(p.full_name), ''), ${displayNameText()}, p.username, u.username, u.name) as name,
         p.avatar
  from users u
  left join profiles p on p.user_id = u.id
  left join user_settings us on us.user_id = u.id
  where u.id = pf.user_id
  offset 0
) who
cross join lateral (select count(*)::int as trades from transactions t where t.portfolio_id = pf.id) t
cross join lateral (select count(*)::int as lessons from lesson_completions lc where lc.user_id = pf.user_id) ls
cross join lateral (select max(o.created_at) as last_order_at from orders o where o.portfolio_id = pf.id) lo
cross join lateral (
  select count(*)::int as reasons, (array_agg(o.reason order by o.closed_at desc, o.id desc))[1] as last_reason
  from orders o
  where o.portfolio_id = pf.id and o.transaction_id is not null and o.reason is not null
) r
cross join lateral (
  select max(greatest(se.created_at, se.updated_at)) as last_seen_at from sessions se where se.user_id = pf.user_id
) se
left join lateral (
  select json_agg(json_build_object('symbol', c.symbol, 'quantity', h.quantity, 'valueMinor', h.quantity * c.current_price_minor)
                  order by h.quantity * c.current_price_minor desc, c.symbol) as holdings,
         count(*)::int as companies, max(h.quantity * c.current_price_minor) as largest
  from holdings h join companies c on c.id = h.company_id
  where h.portfolio_id = pf.id and h.quantity > 0
) h on true
where pf.game_id = $1 and pf.left_at is null`;

export function createDashboardRepo(db: Db) {
  // Prepared: the plan is made once per connection, not on every read of the dashboard.
  const students = preparedStatement<StudentRow>(db, STUDENTS_SQL);

  return {
    students: (gameId: string, weekStart: Date) => students([gameId, weekStart.toISOString()]),

    /** The class's teams, oldest first. */
    teams: (gameId: string) =>
      db
        .select({ id: classTeams.id, name: classTeams.name })
        .from(classTeams)
        .where(eq(classTeams.gameId, gameId))
        .orderBy(classTeams.createdAt, classTeams.id),

    /** The student's portfolio in the class; null if they are not (or no longer) in it. */
    async studentPortfolio(gameId: string, userId: string, { on = db, lock = false } = {}): Promise<string | null> {
      const query = on
        .select({ id: portfolios.id })
        .from(portfolios)
        .where(and(eq(portfolios.gameId, gameId), eq(portfolios.userId, userId), isNull(portfolios.leftAt)));
      const [row] = await (lock ? query.for('update') : query);
      return row?.id ?? null;
    },

    /** A portfolio's newest trades, each with the reason on the order that made it. */
    async trades(portfolioId: string, limit: number) {
      return db
        .select({
          id: transactions.id,
          companySymbol: companies.symbol,
          companyName: companies.name,
          side: transactions.transactionType,
          quantity: transactions.quantity,
          pricePerShareMinor: transactions.pricePerShareMinor,
          totalAmountMinor: transactions.totalAmountMinor,
          shortQuantity: transactions.shortQuantity,
          reason: orders.reason,
          createdAt: transactions.createdAt,
        })
        .from(transactions)
        .innerJoin(companies, eq(companies.id, transactions.companyId))
        .leftJoin(orders, eq(orders.transactionId, transactions.id))
        .where(eq(transactions.portfolioId, portfolioId))
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(limit);
    },

    /**
     * Marks the locked portfolio as left and cancels its open orders through the money path
     * (bolts_close_order gives each reservation back); returns how many it cancelled.
     */
    async leave(tx: Db, portfolioId: string): Promise<number> {
      await tx
        .update(portfolios)
        .set({ leftAt: sql`now()` })
        .where(eq(portfolios.id, portfolioId));
      const closed = await queryRows<{ outcome: string }>(
        tx,
        sql`select bolts_close_order(o.id, 'cancelled', o.portfolio_id) as outcome
            from (select id, portfolio_id from orders
                  where portfolio_id = ${portfolioId} and status = 'open' order by created_at, id) o`,
      );
      return closed.filter((r) => r.outcome === 'closed').length;
    },
  };
}
export type DashboardRepo = ReturnType<typeof createDashboardRepo>;

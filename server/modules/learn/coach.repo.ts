// The Trade Coach's SQL (docs/rules.md#learning): the cards, the player's switch, and the facts
// around a fill or a resting order that the coach's rules read.
import { sql } from 'drizzle-orm';
import type { CoachCardKind, PositionTrade } from '#core/learn/coach-cards';
import type { CoachCardParams } from '#core/schemas/coach';
import { preparedStatement, queryRows, type Db } from '../../db/client';
import { pgArray, pgTextArray } from '../../db/pg-array';

/** bigint columns arrive as strings (postgres-js) or bigints (PGlite). */
type Int = number | string | bigint;
const int = (v: Int) => Number(v);
/** drizzle's postgres-js driver leaves timestamps as text; PGlite parses them. */
const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));

export interface StoredCard {
  id: string;
  kind: CoachCardKind;
  lessonId: string | null;
  params: CoachCardParams;
  createdAt: Date;
}

/** What the coach knows around one fill (createCoachRepo's fillFacts). */
export interface FillContext {
  enabled: boolean;
  timeZone: string | null;
  portfolioId: string;
  priceMinor: number;
  headline: { id: string; publishedAt: Date } | null;
  largest: { symbol: string; worthMinor: number; valueMinor: number } | null;
  hourAgoMinor: number | null;
  earlierLosses: number;
  /** Shares of the company the portfolio holds after a sale (0 for a buy: not asked). */
  heldAfter: number;
}

/** A card to add unless its key is taken. */
export interface NewCard {
  userId: string;
  kind: CoachCardKind;
  lessonId: string | null;
  key: string;
  params: CoachCardParams;
}

/** One fill the coach reads the facts around. */
export interface FillToCoach {
  userId: string;
  orderId: string;
  tradeId: string;
  side: 'buy' | 'sell';
  /** A sale at a loss (then whether the player lost before is read). */
  loss: boolean;
  at: Date;
}

/** How many open cards a read returns: the newest; older ones wait for these to be dismissed. */
const OPEN_CARDS = 20;

interface FillFactsRow extends Record<string, unknown> {
  trade_id: string;
  enabled: boolean | null;
  time_zone: string | null;
  portfolio_id: string;
  price_minor: Int;
  news_id: string | null;
  published_at: Date | string | null;
  top_symbol: string | null;
  top_worth: Int | null;
  value: Int | null;
  hour_ago: Int | null;
  losses: Int;
  held: Int | null;
}

function toFillContext(row: FillFactsRow): FillContext {
  const value = row.value === null ? 0 : int(row.value);
  return {
    enabled: row.enabled ?? true,
    timeZone: row.time_zone,
    portfolioId: row.portfolio_id,
    priceMinor: int(row.price_minor),
    headline: row.news_id ? { id: row.news_id, publishedAt: date(row.published_at!) } : null,
    largest:
      row.top_symbol !== null && row.top_worth !== null && value > 0
        ? { symbol: row.top_symbol, worthMinor: int(row.top_worth), valueMinor: value }
        : null,
    hourAgoMinor: row.hour_ago === null ? null : int(row.hour_ago),
    earlierLosses: int(row.losses),
    heldAfter: row.held === null ? 0 : int(row.held),
  };
}

/**
 * The facts around each fill of a batch, one row a fill. Parameters are parallel arrays (one
 * element a fill): $1 user, $2 order, $3 trade, $4 is a buy, $5 is a sale, $6 is a sale at a loss,
 * $7 the fill's time. The parts a fill does not need are per-row filters, not queries. Each part
 * is read per fill from its portfolio's own rows: the order by its key ("offset 0" keeps the
 * planner from scanning every order of a young table whose counts it has not caught up with), the
 * portfolio's value by its id, and its earlier losses counted up to one a portfolio (the rules ask
 * only whether there was any; counting them all would read a busy player's whole history).
 */
const FILL_FACTS_SQL = `
  select f.trade_id, s.coach_enabled as enabled, s.time_zone, o.portfolio_id,
         c.current_price_minor as price_minor, h.id as news_id, h.published_at,
         top.symbol as top_symbol, top.worth as top_worth, ph.close as hour_ago,
         (select v.value_minor from portfolio_values v where v.portfolio_id = o.portfolio_id) as value,
         (select count(*) from portfolios p cross join lateral (
            select 1 from transactions t
            where t.portfolio_id = p.id and t.realized_gain_minor < 0 and t.id <> f.trade_id limit 1
          ) earlier
          where f.loss and p.user_id = f.user_id) as losses,
         (select hh.quantity from holdings hh
          where f.sell and hh.portfolio_id = o.portfolio_id and hh.company_id = o.company_id) as held
  from unnest($1::text[], $2::uuid[], $3::uuid[], $4::boolean[], $5::boolean[], $6::boolean[], $7::timestamptz[])
         as f(user_id, order_id, trade_id, buy, sell, loss, at)
  cross join lateral (select o.portfolio_id, o.company_id from orders o where o.id = f.order_id offset 0) o
  join companies c on c.id = o.company_id
  left join user_settings s on s.user_id = f.user_id
  left join lateral (
    select n.id, n.published_at from news n
    where f.buy and n.company_id = o.company_id and n.published_at <= f.at
    order by n.published_at desc limit 1
  ) h on true
  left join lateral (
    select c2.symbol, hh.quantity * c2.current_price_minor as worth
    from holdings hh join companies c2 on c2.id = hh.company_id
    where hh.portfolio_id = o.portfolio_id and hh.quantity > 0
    order by worth desc limit 1
  ) top on true
  left join lateral (
    select pc.close_minor as close from price_candles pc
    where f.sell and pc.company_id = o.company_id
      and pc.bucket_start <= f.at - interval '1 hour'
      and pc.bucket_start > f.at - interval '2 hours'
    order by pc.bucket_start desc limit 1
  ) ph on true`;

/**
 * Cards unless their keys are taken, one row a card in parallel arrays: $1 user, $2 kind, $3 lesson,
 * $4 dedupe key, $5 params (JSON text). Each row gets its own clock time, so the cards of one
 * statement keep their order, newest last. Answers the users of the cards added.
 */
const ADD_CARDS_SQL = `
  insert into coach_cards (user_id, trigger, lesson_id, dedupe_key, params, created_at)
  select c.user_id, c.kind, c.lesson_id, c.dedupe_key, c.params::jsonb, clock_timestamp()
  from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) with ordinality
         as c(user_id, kind, lesson_id, dedupe_key, params, n)
  order by c.n
  on conflict (user_id, dedupe_key) do nothing
  returning user_id`;

/**
 * The latest trades of each position asked (parallel arrays: $1 portfolio, $2 company), $3 at most
 * of each, newest first; `n` is the position's place in the arrays, from 1.
 */
const POSITION_TRADES_SQL = `
  select k.n, t.id, t.side, t.quantity, t.total, t.gain, t.created_at, t.reason
  from unnest($1::uuid[], $2::uuid[]) with ordinality as k(portfolio_id, company_id, n)
  cross join lateral (
    select t.id, t.transaction_type as side, t.quantity, t.total_amount_minor as total,
           t.realized_gain_minor as gain, t.created_at, o.reason
    from transactions t left join orders o on o.transaction_id = t.id
    where t.portfolio_id = k.portfolio_id and t.company_id = k.company_id
    order by t.created_at desc, t.id desc limit $3
  ) t
  order by k.n, t.created_at desc, t.id desc`;

interface PositionTradeRow {
  n: Int;
  id: string;
  side: 'buy' | 'sell';
  quantity: Int;
  total: Int;
  gain: Int | null;
  created_at: Date | string;
  reason: string | null;
}

export function createCoachRepo(db: Db) {
  // The statements that run after every fill: prepared once (one round trip each on PostgreSQL).
  const fillFactsQuery = preparedStatement<FillFactsRow>(db, FILL_FACTS_SQL);
  const addCardsQuery = preparedStatement<{ user_id: string }>(db, ADD_CARDS_SQL);
  const positionTradesQuery = preparedStatement<PositionTradeRow>(db, POSITION_TRADES_SQL);
  const one = async <Row extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await queryRows<Row>(db, query))[0];

  return {
    /** The player's switch and time zone (on, UTC until they save settings). */
    async settings(userId: string): Promise<{ enabled: boolean; timeZone: string | null }> {
      const row = await one<{ enabled: boolean; time_zone: string | null }>(
        sql`select coach_enabled as enabled, time_zone from user_settings where user_id = ${userId}`,
      );
      return { enabled: row?.enabled ?? true, timeZone: row?.time_zone ?? null };
    },

    async setEnabled(userId: string, enabled: boolean): Promise<void> {
      await db.execute(
        sql`insert into user_settings (user_id, coach_enabled) values (${userId}, ${enabled})
            on conflict (user_id) do update set coach_enabled = excluded.coach_enabled, updated_at = now()`,
      );
    },

    /** Adds each card unless one with its key exists; the users of the cards added, one per card. */
    async addCards(cards: readonly NewCard[]): Promise<string[]> {
      if (cards.length === 0) return [];
      const rows = await addCardsQuery([
        pgTextArray(cards.map((c) => c.userId)),
        pgTextArray(cards.map((c) => c.kind)),
        pgTextArray(cards.map((c) => c.lessonId)),
        pgTextArray(cards.map((c) => c.key)),
        pgTextArray(cards.map((c) => JSON.stringify(c.params))),
      ]);
      return rows.map((r) => r.user_id);
    },

    async hasKey(userId: string, key: string): Promise<boolean> {
      return !!(await one(sql`select 1 as found from coach_cards where user_id = ${userId} and dedupe_key = ${key}`));
    },

    /** The open cards, newest first. */
    async open(userId: string): Promise<StoredCard[]> {
      const rows = await queryRows<{
        id: string;
        trigger: CoachCardKind;
        lesson_id: string | null;
        params: CoachCardParams | string;
        created_at: Date | string;
      }>(
        db,
        sql`select id, trigger, lesson_id, params, created_at from coach_cards
            where user_id = ${userId} and dismissed_at is null
            order by created_at desc, id desc limit ${OPEN_CARDS}`,
      );
      return rows.map((r) => ({
        id: r.id,
        kind: r.trigger,
        lessonId: r.lesson_id,
        params: typeof r.params === 'string' ? (JSON.parse(r.params) as CoachCardParams) : r.params,
        createdAt: date(r.created_at),
      }));
    },

    /** Dismisses the player's own card; false when they have no card with that id. */
    async dismiss(userId: string, cardId: string): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`update coach_cards set dismissed_at = coalesce(dismissed_at, now())
            where id = ${cardId} and user_id = ${userId} returning id`,
      );
      return rows.length > 0;
    },

    /**
     * Everything the coach reads around each fill of a batch, in one round trip: the player's switch
     * and zone, the order's portfolio, the company's price now, the latest headline before a buy,
     * the largest position against the portfolio's value, the price an hour before a sale, the
     * player's earlier losses (for a sale at a loss) and the shares still held after a sale. Keyed
     * by trade; a fill whose order is gone has no entry.
     */
    async fillFacts(fills: readonly FillToCoach[]): Promise<Map<string, FillContext>> {
      if (fills.length === 0) return new Map();
      const rows = await fillFactsQuery([
        pgTextArray(fills.map((f) => f.userId)),
        pgArray(fills.map((f) => f.orderId)),
        pgArray(fills.map((f) => f.tradeId)),
        pgArray(fills.map((f) => String(f.side === 'buy'))),
        pgArray(fills.map((f) => String(f.side === 'sell'))),
        pgArray(fills.map((f) => String(f.loss))),
        pgArray(fills.map((f) => f.at.toISOString())),
      ]);
      return new Map(rows.map((row) => [row.trade_id, toFillContext(row)]));
    },

    /** The order's portfolio, and the company's name and price now. */
    async orderFacts(orderId: string) {
      const row = await one<{ portfolio_id: string; symbol: string; name: string; price_minor: Int }>(
        sql`select o.portfolio_id, c.symbol, c.name, c.current_price_minor as price_minor
            from orders o join companies c on c.id = o.company_id where o.id = ${orderId}`,
      );
      return row
        ? { portfolioId: row.portfolio_id, symbol: row.symbol, name: row.name, priceMinor: int(row.price_minor) }
        : null;
    },

    /** Each position's latest `limit` trades, oldest first, with the reasons on their orders. */
    async positionTrades(
      positions: readonly { portfolioId: string; companyId: string }[],
      limit: number,
    ): Promise<PositionTrade[][]> {
      const trades = positions.map((): PositionTrade[] => []);
      if (positions.length === 0) return trades;
      const rows = await positionTradesQuery([
        pgArray(positions.map((p) => p.portfolioId)),
        pgArray(positions.map((p) => p.companyId)),
        limit,
      ]);
      for (const r of rows) {
        trades[int(r.n) - 1]!.push({
          id: r.id,
          side: r.side,
          quantity: int(r.quantity),
          totalAmountMinor: int(r.total),
          realizedGainMinor: r.gain === null ? null : int(r.gain),
          createdAt: date(r.created_at),
          reason: r.reason,
        });
      }
      for (const list of trades) list.reverse();
      return trades;
    },

    /** The player's first finished week (before `before`) with a Bolts Score, in any game. */
    async firstScoredWeek(userId: string, before: Date): Promise<{ score: number } | null> {
      const row = await one<{ score: number | string }>(
        sql`select ws.score from weekly_standings ws join portfolios p on p.id = ws.portfolio_id
            where p.user_id = ${userId} and ws.score is not null and ws.week_start < ${before.toISOString()}
            order by ws.week_start limit 1`,
      );
      return row ? { score: Number(row.score) } : null;
    },
  };
}
export type CoachRepo = ReturnType<typeof createCoachRepo>;

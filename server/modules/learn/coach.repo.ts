// The Trade Coach's SQL (docs/rules.md#learning): the cards, the player's switch, and the facts
// around a fill or a resting order that the coach's rules read.
import { sql } from 'drizzle-orm';
import type { CoachCardKind, PositionTrade } from '#core/learn/coach-cards';
import type { CoachCardParams } from '#core/schemas/coach';
import { queryRows, type Db } from '../../db/client';

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

/** How many open cards a read returns: the newest; older ones wait for these to be dismissed. */
const OPEN_CARDS = 20;
/** How far back a review reads one company's trades in one portfolio. */
const POSITION_TRADES = 200;

export function createCoachRepo(db: Db) {
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

    /** Adds a card unless one with its key exists; true when it was added. */
    async add(
      userId: string,
      card: { kind: CoachCardKind; lessonId: string | null; key: string; params: CoachCardParams },
    ): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`insert into coach_cards (user_id, trigger, lesson_id, dedupe_key, params)
            values (${userId}, ${card.kind}, ${card.lessonId}, ${card.key}, ${JSON.stringify(card.params)}::jsonb)
            on conflict (user_id, dedupe_key) do nothing
            returning id`,
      );
      return rows.length > 0;
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

    /** The latest headline about the company published by `at`. */
    async latestHeadline(companyId: string, at: Date) {
      const row = await one<{ id: string; published_at: Date | string }>(
        sql`select id, published_at from news where company_id = ${companyId} and published_at <= ${at.toISOString()}
            order by published_at desc limit 1`,
      );
      return row ? { id: row.id, publishedAt: date(row.published_at) } : null;
    },

    /** The largest position's value and the portfolio's value (the portfolio_values view). */
    async largestPosition(portfolioId: string) {
      const row = await one<{ symbol: string | null; worth: Int | null; value: Int | null }>(
        sql`select top.symbol, top.worth, v.value_minor as value
            from portfolio_values v
            left join lateral (
              select c.symbol, h.quantity * c.current_price_minor as worth
              from holdings h join companies c on c.id = h.company_id
              where h.portfolio_id = v.portfolio_id and h.quantity > 0
              order by worth desc limit 1
            ) top on true
            where v.portfolio_id = ${portfolioId}`,
      );
      if (!row || row.worth === null || row.value === null || int(row.value) <= 0) return null;
      return { symbol: row.symbol!, worthMinor: int(row.worth), valueMinor: int(row.value) };
    },

    /**
     * The company's price about an hour before `at` (the close of the last candle that started
     * an hour or more before; none when the company has no candle in the two hours before).
     */
    async priceHourBefore(companyId: string, at: Date): Promise<number | null> {
      const row = await one<{ close: Int }>(
        sql`select close_minor as close from price_candles
            where company_id = ${companyId}
              and bucket_start <= ${at.toISOString()}::timestamptz - interval '1 hour'
              and bucket_start > ${at.toISOString()}::timestamptz - interval '2 hours'
            order by bucket_start desc limit 1`,
      );
      return row ? int(row.close) : null;
    },

    async currentPrice(companyId: string): Promise<number | null> {
      const row = await one<{ price: Int }>(
        sql`select current_price_minor as price from companies where id = ${companyId}`,
      );
      return row ? int(row.price) : null;
    },

    /** The player's sales at a loss, in any game, other than this trade. */
    async lossesBefore(userId: string, tradeId: string): Promise<number> {
      const row = await one<{ n: Int }>(
        sql`select count(*) as n from transactions t join portfolios p on p.id = t.portfolio_id
            where p.user_id = ${userId} and t.realized_gain_minor < 0 and t.id <> ${tradeId}`,
      );
      return row ? int(row.n) : 0;
    },

    /** Shares of the company the portfolio holds now (0 when the holding is gone). */
    async heldQuantity(portfolioId: string, companyId: string): Promise<number> {
      const row = await one<{ quantity: Int }>(
        sql`select quantity from holdings where portfolio_id = ${portfolioId} and company_id = ${companyId}`,
      );
      return row ? int(row.quantity) : 0;
    },

    /** The portfolio's latest trades of the company, oldest first, with the reasons on their orders. */
    async positionTrades(portfolioId: string, companyId: string): Promise<PositionTrade[]> {
      const rows = await queryRows<{
        id: string;
        side: 'buy' | 'sell';
        quantity: Int;
        total: Int;
        gain: Int | null;
        created_at: Date | string;
        reason: string | null;
      }>(
        db,
        sql`select t.id, t.transaction_type as side, t.quantity, t.total_amount_minor as total,
                   t.realized_gain_minor as gain, t.created_at, o.reason
            from transactions t left join orders o on o.transaction_id = t.id
            where t.portfolio_id = ${portfolioId} and t.company_id = ${companyId}
            order by t.created_at desc, t.id desc limit ${POSITION_TRADES}`,
      );
      return rows.reverse().map((r) => ({
        id: r.id,
        side: r.side,
        quantity: int(r.quantity),
        totalAmountMinor: int(r.total),
        realizedGainMinor: r.gain === null ? null : int(r.gain),
        createdAt: date(r.created_at),
        reason: r.reason,
      }));
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

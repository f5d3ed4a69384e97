// The SQL of a portfolio's value over time (docs/rules.md#your-progress): its position now, its
// cash and share moves since a moment, and the closes of its companies and of the Bolts Index.
import { sql } from 'drizzle-orm';
import { BOLTS_INDEX_ID } from '#core/market/bolts-index';
import type { Close } from '#core/progress/portfolio-history';
import { queryRows, type Db } from '../../db/client';

type Num = number | string;
const ms = (v: Date | string) => new Date(v).getTime();

export function createPortfolioHistoryRepo(db: Db) {
  return {
    /** The portfolio's cash, holdings (a short as negative shares) and opening time now. */
    async position(portfolioId: string) {
      const rows = await queryRows<{
        cash: Num;
        opened_at: Date | string;
        company_id: string | null;
        quantity: Num | null;
      }>(
        db,
        sql`select p.cash_minor as cash, p.created_at as opened_at, h.company_id, h.quantity
            from portfolios p
            left join (select company_id, quantity from holdings where portfolio_id = ${portfolioId} and quantity > 0
                       union all
                       select company_id, -quantity from short_positions where portfolio_id = ${portfolioId}) h on true
            where p.id = ${portfolioId}`,
      );
      const first = rows[0];
      if (!first) return null;
      const shares = new Map<string, number>();
      for (const r of rows) if (r.company_id) shares.set(r.company_id, Number(r.quantity));
      return { cashMinor: Number(first.cash), openedAt: ms(first.opened_at), shares };
    },

    /** Every ledger credit and debit of the portfolio from `from` on, oldest first. */
    async cashMoves(portfolioId: string, from: Date) {
      const rows = await queryRows<{ at: Date | string; amount: Num }>(
        db,
        sql`select created_at as at, amount_minor as amount from ledger_entries
            where portfolio_id = ${portfolioId} and created_at >= ${from.toISOString()}::timestamptz
            order by created_at, id`,
      );
      return rows.map((r) => ({ at: ms(r.at), amountMinor: Number(r.amount) }));
    },

    /** Every trade of the portfolio from `from` on, oldest first, shares signed (+ bought). */
    async shareMoves(portfolioId: string, from: Date) {
      const rows = await queryRows<{ at: Date | string; company_id: string; quantity: Num; type: 'buy' | 'sell' }>(
        db,
        sql`select created_at as at, company_id, quantity, transaction_type as type from transactions
            where portfolio_id = ${portfolioId} and created_at >= ${from.toISOString()}::timestamptz
            order by created_at`,
      );
      return rows.map((r) => ({
        at: ms(r.at),
        companyId: r.company_id,
        quantity: r.type === 'buy' ? Number(r.quantity) : -Number(r.quantity),
      }));
    },

    /**
     * The companies' closes from `from` on, with the last one before it (the price a step opens
     * at) and the live candle (its close is the price now), oldest first. A company whose price has
     * never moved has only its price.
     */
    async closes(companyIds: readonly string[], from: Date): Promise<Map<string, Close[]>> {
      const out = new Map<string, Close[]>(companyIds.map((id) => [id, []]));
      if (companyIds.length === 0) return out;
      const ids = sql`${`{${companyIds.join(',')}}`}::uuid[]`;
      const since = sql`${from.toISOString()}::timestamptz`;
      const rows = await queryRows<{ company_id: string; start: Num; close: Num }>(
        db,
        sql`select * from (
              select company_id, (extract(epoch from bucket_start) * 1000)::float8 as start, close_minor as close, 0 as live
              from price_candles where company_id = any(${ids}) and bucket_start >= ${since}
              union all
              select id, (extract(epoch from candle_start) * 1000)::float8, current_price_minor, 1
              from companies where id = any(${ids}) and candle_start is not null
              union all
              select id, 0, current_price_minor, 1 from companies where id = any(${ids}) and candle_start is null
              union all
              select b.id, (extract(epoch from p.bucket_start) * 1000)::float8, p.close_minor, 0
              from unnest(${ids}) as b(id)
              cross join lateral (
                select bucket_start, close_minor from price_candles
                where company_id = b.id and bucket_start < ${since}
                order by bucket_start desc limit 1
              ) p
            ) c order by company_id, start, live`,
      );
      for (const r of rows) out.get(r.company_id)?.push({ start: Number(r.start), close: Number(r.close) });
      return out;
    },

    /** The Bolts Index's closes from `from` on, with the last one before it, oldest first. */
    async indexCloses(from: Date): Promise<Close[]> {
      const since = sql`${from.toISOString()}::timestamptz`;
      const rows = await queryRows<{ start: Num; close: Num }>(
        db,
        sql`select * from (
              (select (extract(epoch from bucket_start) * 1000)::float8 as start, close_centi as close
               from index_candles where index_id = ${BOLTS_INDEX_ID} and bucket_start < ${since}
               order by bucket_start desc limit 1)
              union all
              select (extract(epoch from bucket_start) * 1000)::float8, close_centi
              from index_candles where index_id = ${BOLTS_INDEX_ID} and bucket_start >= ${since}
            ) c order by start`,
      );
      return rows.map((r) => ({ start: Number(r.start), close: Number(r.close) }));
    },
  };
}
export type PortfolioHistoryRepo = ReturnType<typeof createPortfolioHistoryRepo>;

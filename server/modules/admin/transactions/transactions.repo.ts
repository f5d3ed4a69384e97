// Queries of the transactions dashboard. Every one reads transactions through the created_at
// index (a range from the period's start, or the newest 100), so the cost follows the period,
// not the table.
import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_TRANSACTIONS_LIMIT, type AdminTransaction, type DailyVolume } from '#core/schemas/admin/transactions';
import { queryRows, type Db } from '../../../db/client';

/** An ISO-8601 UTC text of a timestamptz, the same from both drivers. */
const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const since = (start: Date | null): SQL =>
  start ? sql`t.created_at >= ${start.toISOString()}::timestamptz` : sql`true`;

export function createAdminTransactionsRepo(db: Db) {
  return {
    async totals(start: Date | null, activeSince: Date) {
      const [row] = await queryRows<{ users: string; active: string; trades: string; volume: string }>(
        db,
        sql`
        select (select count(*) from profiles) as users,
               (select count(distinct pf.user_id)
                from transactions t join portfolios pf on pf.id = t.portfolio_id
                where t.created_at >= ${activeSince.toISOString()}::timestamptz) as active,
               count(*) as trades,
               coalesce(sum(t.total_amount_minor), 0) as volume
        from transactions t
        where ${since(start)}`,
      );
      return {
        users: Number(row!.users),
        activeToday: Number(row!.active),
        trades: Number(row!.trades),
        volumeMinor: Number(row!.volume),
      };
    },

    async latest(start: Date | null): Promise<AdminTransaction[]> {
      const rows = await queryRows<{
        id: string;
        created_at: string;
        transaction_type: 'buy' | 'sell';
        quantity: string | number;
        price_per_share_minor: string | number;
        total_amount_minor: string | number;
        company_id: string;
        company_name: string;
        company_symbol: string;
        company_logo: string;
        username: string | null;
      }>(
        db,
        sql`
        select t.id, ${isoText(sql`t.created_at`)} as created_at, t.transaction_type, t.quantity,
               t.price_per_share_minor, t.total_amount_minor,
               c.id as company_id, c.name as company_name, c.symbol as company_symbol, c.logo as company_logo,
               p.username
        from (select * from transactions t where ${since(start)}
              order by t.created_at desc limit ${ADMIN_TRANSACTIONS_LIMIT}) t
        join companies c on c.id = t.company_id
        join portfolios pf on pf.id = t.portfolio_id
        left join profiles p on p.user_id = pf.user_id
        order by t.created_at desc, t.id desc`,
      );
      return rows.map((r) => ({
        id: r.id,
        createdAt: r.created_at,
        transactionType: r.transaction_type,
        quantity: Number(r.quantity),
        pricePerShareMinor: Number(r.price_per_share_minor),
        totalAmountMinor: Number(r.total_amount_minor),
        company: { id: r.company_id, name: r.company_name, symbol: r.company_symbol, logo: r.company_logo },
        // The market is always the other side.
        buyerUsername: r.transaction_type === 'buy' ? r.username : null,
        sellerUsername: r.transaction_type === 'sell' ? r.username : null,
      }));
    },

    /** Volume and trade count per UTC day from `start` (days without trades are absent). */
    async dailyVolume(start: Date): Promise<DailyVolume[]> {
      const rows = await queryRows<{ date: string; volume: string; trades: string }>(
        db,
        sql`
        select to_char(date_trunc('day', t.created_at at time zone 'UTC'), 'YYYY-MM-DD') as date,
               sum(t.total_amount_minor) as volume, count(*) as trades
        from transactions t
        where ${since(start)}
        group by 1`,
      );
      return rows.map((r) => ({ date: r.date, volumeMinor: Number(r.volume), trades: Number(r.trades) }));
    },
  };
}
export type AdminTransactionsRepo = ReturnType<typeof createAdminTransactionsRepo>;

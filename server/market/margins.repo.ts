// The engine's queries on short positions (docs/rules.md#short-selling): the shorts whose
// collateral has fallen below their margin call level at today's prices, and the daily borrow fee.
import { sql } from 'drizzle-orm';
import { preparedStatement, queryRows, type Db } from '../db/client';

export interface MarginShortfall {
  portfolioId: string;
  companyId: string;
  userId: string;
  symbol: string;
  quantity: number;
  collateralMinor: number;
  priceMinor: number;
  maintenanceMarginBp: number;
  marginCallBp: number;
}

interface ShortfallRow {
  portfolio_id: string;
  company_id: string;
  user_id: string;
  symbol: string;
  quantity: string | number;
  collateral_minor: string | number;
  price_minor: string | number;
  maintenance_margin_bp: number;
  margin_call_bp: number;
}

export function createMarginsRepo(db: Db) {
  // Every tick runs it: one set-based read (numeric, so no product can overflow), planned once.
  // Games that ended are final: their shorts are left as they are.
  const shortfalls = preparedStatement<ShortfallRow>(
    db,
    `select s.portfolio_id, s.company_id, p.user_id, c.symbol, s.quantity, s.collateral_minor,
            c.current_price_minor as price_minor, s.maintenance_margin_bp, s.margin_call_bp
     from short_positions s
     join companies c on c.id = s.company_id
     join portfolios p on p.id = s.portfolio_id
     join games g on g.id = p.game_id
     where s.collateral_minor::numeric * 10000 < s.quantity::numeric * c.current_price_minor * s.margin_call_bp
       and c.is_listed and (g.ends_at is null or g.ends_at > now())
     order by s.company_id, s.portfolio_id`,
  );

  return {
    /** Shorts below their margin call level now, with what the engine needs to warn or cover. */
    async shortfalls(): Promise<MarginShortfall[]> {
      return (await shortfalls([])).map((r) => ({
        portfolioId: r.portfolio_id,
        companyId: r.company_id,
        userId: r.user_id,
        symbol: r.symbol,
        quantity: Number(r.quantity),
        collateralMinor: Number(r.collateral_minor),
        priceMinor: Number(r.price_minor),
        maintenanceMarginBp: r.maintenance_margin_bp,
        marginCallBp: r.margin_call_bp,
      }));
    },

    /** Shorts whose borrow fee is not paid up to `day` (YYYY-MM-DD, UTC). */
    feesDue(day: string): Promise<{ portfolio_id: string; company_id: string }[]> {
      return queryRows(db, sql`select portfolio_id, company_id from short_positions where fee_paid_on < ${day}::date`);
    },

    /** Charges one short's fee up to `day` in one transaction (bolts_charge_borrow_fee); 0 if paid already. */
    async chargeFee(portfolioId: string, companyId: string, day: string): Promise<number> {
      const [row] = await queryRows<{ fee_minor: string | number }>(
        db,
        sql`select fee_minor from bolts_charge_borrow_fee(${portfolioId}, ${companyId}, ${day}::date)`,
      );
      return Number(row?.fee_minor ?? 0);
    },
  };
}
export type MarginsRepo = ReturnType<typeof createMarginsRepo>;

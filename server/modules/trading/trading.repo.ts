// Queries of the trading module. Functions taking `tx` run inside the caller's transaction; the
// lock order is always profile -> holding -> order, so two transactions never wait on each other
// in a cycle.
import { and, desc, eq, gte, or, sql } from 'drizzle-orm';
import { preparedStatement, type Db } from '../../db/client';
import { companies, orders, priceCandles, profiles, transactions, userHoldings } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** One fill for bolts_execute_trade (migration 0004): priced by the caller with core/trading.ts. */
export interface FillRequest {
  userId: string;
  companyId: string;
  side: 'buy' | 'sell';
  quantity: number;
  /** Null when the caller has no company price yet: the answer is then 'repriced' with it. */
  priceMinor: number | null;
  /**
   * The company price `priceMinor` was derived from. For an immediate fill the database answers
   * 'repriced' (changing nothing) unless it is still the company's price.
   */
  pricedFromMinor?: number | null;
  /** A resting order to close as filled (the engine priced it); without it a filled order row is written. */
  orderId?: string;
  type?: 'market' | 'limit';
  timeInForce?: 'gtc' | 'day';
  limitPriceMinor?: number | null;
}

export type FillResult =
  | { outcome: 'no_company' }
  | { outcome: 'not_open' }
  | { outcome: 'not_listed'; companyPriceMinor: number }
  | { outcome: 'repriced'; companyPriceMinor: number }
  | {
      outcome: 'filled';
      companySymbol: string;
      companyName: string;
      tradeId: string;
      tradeCreatedAt: Date;
      totalAmountMinor: number;
      realizedGainMinor: number | null;
      orderId: string;
      orderCreatedAt: Date;
    };

/** The database refused a fill: not enough cash (haveMinor/needMinor) or shares (have/want). */
export class FillRefused extends Error {
  constructor(
    readonly reason: 'insufficient_balance' | 'insufficient_shares',
    readonly have: number,
    readonly need: number,
  ) {
    super(reason);
  }
}

interface FillRow {
  outcome: FillResult['outcome'];
  company_price_minor: string | number | bigint | null;
  company_symbol: string | null;
  company_name: string | null;
  trade_id: string | null;
  trade_created_at: Date | string | null;
  total_amount_minor: string | number | bigint | null;
  realized_gain_minor: string | number | bigint | null;
  order_id: string | null;
  order_created_at: Date | string | null;
}

const REFUSALS = { BT001: 'insufficient_balance', BT002: 'insufficient_shares' } as const;

/** bigint columns arrive as strings (postgres-js) or bigints (PGlite); money stays a safe integer. */
const int = (v: string | number | bigint) => Number(v);
/** drizzle's postgres-js driver leaves timestamps as text; PGlite parses them. */
const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));

export function createTradingRepo(db: Db) {
  const executeTrade = preparedStatement<FillRow>(
    db,
    'select * from bolts_execute_trade($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
  );
  return {
    /**
     * One fill in one database call and its own transaction (bolts_execute_trade). Throws
     * FillRefused when the cash or shares are not there; nothing is written then, nor for any
     * outcome but 'filled'.
     */
    async fill(fill: FillRequest): Promise<FillResult> {
      let row: FillRow | undefined;
      try {
        [row] = await executeTrade([
          fill.userId,
          fill.companyId,
          fill.side,
          fill.quantity,
          fill.priceMinor,
          fill.pricedFromMinor ?? null,
          fill.orderId ?? null,
          fill.type ?? 'market',
          fill.timeInForce ?? 'gtc',
          fill.limitPriceMinor ?? null,
        ]);
      } catch (err) {
        const { code, detail } = err as { code?: string; detail?: string };
        const reason = code ? REFUSALS[code as keyof typeof REFUSALS] : undefined;
        if (!reason || !detail) throw err;
        const { have, need } = JSON.parse(detail) as { have: number; need: number };
        throw new FillRefused(reason, have, need);
      }
      if (!row) throw new Error('bolts_execute_trade returned no row');
      switch (row.outcome) {
        case 'no_company':
        case 'not_open':
          return { outcome: row.outcome };
        case 'not_listed':
        case 'repriced':
          return { outcome: row.outcome, companyPriceMinor: int(row.company_price_minor!) };
      }
      return {
        outcome: 'filled',
        companySymbol: row.company_symbol!,
        companyName: row.company_name!,
        tradeId: row.trade_id!,
        tradeCreatedAt: date(row.trade_created_at!),
        totalAmountMinor: int(row.total_amount_minor!),
        realizedGainMinor: row.realized_gain_minor === null ? null : int(row.realized_gain_minor),
        orderId: row.order_id!,
        orderCreatedAt: date(row.order_created_at!),
      };
    },

    async company(tx: Db, companyId: string) {
      const [row] = await tx
        .select({
          id: companies.id,
          symbol: companies.symbol,
          name: companies.name,
          priceMinor: companies.currentPriceMinor,
          isListed: companies.isListed,
        })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row ?? null;
    },

    async lockProfile(tx: Db, userId: string) {
      const [row] = await tx
        .select({ balanceMinor: profiles.balanceMinor, reservedMinor: profiles.reservedMinor })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update');
      return row ?? null;
    },

    async lockHolding(tx: Db, userId: string, companyId: string) {
      const [row] = await tx
        .select()
        .from(userHoldings)
        .where(and(eq(userHoldings.userId, userId), eq(userHoldings.companyId, companyId)))
        .for('update');
      return row ?? null;
    },

    async lockOrder(tx: Db, orderId: string) {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row ?? null;
    },

    async findOrder(orderId: string) {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    /** Cash and reservation change in one statement, so the balance >= reserved check always holds. */
    async adjustProfile(tx: Db, userId: string, balanceDeltaMinor: number, reservedDeltaMinor: number) {
      await tx
        .update(profiles)
        .set({
          balanceMinor: sql`${profiles.balanceMinor} + ${balanceDeltaMinor}`,
          reservedMinor: sql`${profiles.reservedMinor} + ${reservedDeltaMinor}`,
        })
        .where(eq(profiles.userId, userId));
    },

    async writeHolding(
      tx: Db,
      key: { userId: string; companyId: string },
      next: { quantity: number; reservedQuantity: number; totalCostMinor: number },
    ) {
      if (next.quantity === 0) {
        await tx
          .delete(userHoldings)
          .where(and(eq(userHoldings.userId, key.userId), eq(userHoldings.companyId, key.companyId)));
        return;
      }
      const values = { ...key, ...next, updatedAt: new Date() };
      await tx
        .insert(userHoldings)
        .values(values)
        .onConflictDoUpdate({ target: [userHoldings.userId, userHoldings.companyId], set: values });
    },

    async insertTransaction(tx: Db, row: typeof transactions.$inferInsert) {
      const [inserted] = await tx.insert(transactions).values(row).returning();
      return inserted!;
    },

    async insertOrder(tx: Db, row: typeof orders.$inferInsert) {
      const [inserted] = await tx.insert(orders).values(row).returning();
      return inserted!;
    },

    async closeOrder(tx: Db, orderId: string, changes: Partial<typeof orders.$inferInsert>) {
      const [updated] = await tx
        .update(orders)
        .set({ ...changes, closedAt: new Date() })
        .where(eq(orders.id, orderId))
        .returning();
      return updated!;
    },

    listOrders(userId: string, status: 'open' | 'all', limit: number) {
      return db
        .select({ order: orders, symbol: companies.symbol, name: companies.name })
        .from(orders)
        .innerJoin(companies, eq(companies.id, orders.companyId))
        .where(
          status === 'open' ? and(eq(orders.userId, userId), eq(orders.status, 'open')) : eq(orders.userId, userId),
        )
        .orderBy(desc(orders.createdAt))
        .limit(limit);
    },

    listTrades(userId: string, limit: number) {
      return db
        .select({ trade: transactions, symbol: companies.symbol, name: companies.name })
        .from(transactions)
        .innerJoin(companies, eq(companies.id, transactions.companyId))
        .where(or(eq(transactions.buyerId, userId), eq(transactions.sellerId, userId)))
        .orderBy(desc(transactions.createdAt))
        .limit(limit);
    },
  };
}
export type TradingRepo = ReturnType<typeof createTradingRepo>;

export function createPortfolioRepo(db: Db) {
  return {
    holdings(userId: string) {
      return db
        .select({
          holding: userHoldings,
          symbol: companies.symbol,
          name: companies.name,
          logo: companies.logo,
          priceMinor: companies.currentPriceMinor,
        })
        .from(userHoldings)
        .innerJoin(companies, eq(companies.id, userHoldings.companyId))
        .where(eq(userHoldings.userId, userId))
        .orderBy(companies.name);
    },

    async cash(userId: string) {
      const [row] = await db
        .select({ balanceMinor: profiles.balanceMinor, reservedMinor: profiles.reservedMinor })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row ?? { balanceMinor: 0, reservedMinor: 0 };
    },

    async realizedGain(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${transactions.realizedGainMinor}), 0)::text` })
        .from(transactions)
        .where(eq(transactions.sellerId, userId));
      return Number(row?.total ?? 0);
    },

    /** One-minute candles of a company since `since`, oldest first. */
    candles(companyId: string, since: Date | null) {
      return db
        .select()
        .from(priceCandles)
        .where(
          since
            ? and(eq(priceCandles.companyId, companyId), gte(priceCandles.bucketStart, since))
            : eq(priceCandles.companyId, companyId),
        )
        .orderBy(priceCandles.bucketStart);
    },
  };
}
export type PortfolioRepo = ReturnType<typeof createPortfolioRepo>;

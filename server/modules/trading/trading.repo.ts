// Queries of the trading module. Functions taking `tx` run inside the caller's transaction; the
// lock order is always profile -> holding -> order, so two transactions never wait on each other
// in a cycle.
import { and, desc, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, orders, priceCandles, profiles, transactions, userHoldings } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

export function createTradingRepo(db: Db) {
  return {
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

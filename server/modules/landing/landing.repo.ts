import { notExists, and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news, profiles, transactions, userRoles } from '../../db/schema';

export function createLandingRepo(db: Db) {
  return {
    /** Players: profiles without an admin role (staff are not "traders"). */
    async traderCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(profiles)
        .where(
          notExists(
            db
              .select({ one: sql`1` })
              .from(userRoles)
              .where(and(eq(userRoles.userId, profiles.userId), eq(userRoles.role, 'admin'))),
          ),
        );
      return row?.n ?? 0;
    },

    async tradeTotals(): Promise<{ trades: number; volumeMinor: number }> {
      const [row] = await db
        .select({
          trades: sql<number>`count(*)::int`,
          volumeMinor: sql<string>`coalesce(sum(${transactions.totalAmountMinor}), 0)::text`,
        })
        .from(transactions);
      return {
        trades: row?.trades ?? 0,
        volumeMinor: Number(row?.volumeMinor ?? 0),
      };
    },

    /** News items published since `since` (the newest end of news_published_idx). */
    async newsSince(since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(news)
        .where(gte(news.publishedAt, since));
      return row?.n ?? 0;
    },
  };
}
export type LandingRepo = ReturnType<typeof createLandingRepo>;

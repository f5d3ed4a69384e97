import { and, desc, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, profiles, referralLinks, referrals, transactions, userHoldings, users } from '../../db/schema';

export function createProfileRepo(db: Db) {
  return {
    async completeOnboarding(userId: string): Promise<void> {
      await db.update(profiles).set({ hasCompletedOnboarding: true }).where(eq(profiles.userId, userId));
    },

    async usernameTakenByOther(username: string, userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${username})`, sql`${users.id} <> ${userId}`))
        .limit(1);
      return rows.length > 0;
    },

    /** Profile and auth identity change together, so sign-in by username follows the new name. */
    async update(userId: string, changes: { fullName?: string; username?: string; bio?: string }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(profiles)
          .set({
            ...(changes.fullName !== undefined ? { fullName: changes.fullName } : {}),
            ...(changes.username !== undefined ? { username: changes.username } : {}),
            ...(changes.bio !== undefined ? { bio: changes.bio } : {}),
          })
          .where(eq(profiles.userId, userId));
        if (changes.username !== undefined || changes.fullName !== undefined) {
          await tx
            .update(users)
            .set({
              ...(changes.username !== undefined
                ? { username: changes.username.toLowerCase(), displayUsername: changes.username }
                : {}),
              ...(changes.fullName !== undefined ? { name: changes.fullName } : {}),
              updatedAt: new Date(),
            })
            .where(eq(users.id, userId));
        }
      });
    },

    async stats(userId: string) {
      const [profile] = await db
        .select({ balanceMinor: profiles.balanceMinor })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      const [holdings] = await db
        .select({
          valueMinor: sql<string>`coalesce(sum(${userHoldings.quantity} * ${companies.currentPriceMinor}), 0)::text`,
        })
        .from(userHoldings)
        .innerJoin(companies, eq(companies.id, userHoldings.companyId))
        .where(eq(userHoldings.userId, userId));
      const [trades] = await db
        .select({
          total: sql<number>`count(*)::int`,
          sells: sql<number>`count(*) filter (where ${transactions.sellerId} = ${userId})::int`,
          wins: sql<number>`count(*) filter (where ${transactions.sellerId} = ${userId} and ${transactions.realizedGainMinor} > 0)::int`,
        })
        .from(transactions)
        .where(or(eq(transactions.buyerId, userId), eq(transactions.sellerId, userId)));
      const [refs] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(referrals)
        .where(eq(referrals.referrerUserId, userId));
      return {
        balanceMinor: profile?.balanceMinor ?? 0,
        holdingsMinor: Number(holdings?.valueMinor ?? 0),
        totalTrades: trades?.total ?? 0,
        sells: trades?.sells ?? 0,
        wins: trades?.wins ?? 0,
        referrals: refs?.n ?? 0,
      };
    },

    async latestReferralLinkSince(userId: string, since: Date) {
      const [row] = await db
        .select()
        .from(referralLinks)
        .where(and(eq(referralLinks.userId, userId), gte(referralLinks.createdAt, since)))
        .orderBy(desc(referralLinks.createdAt))
        .limit(1);
      return row ?? null;
    },

    async insertReferralLink(userId: string, referralCode: string, createdAt: Date) {
      const [row] = await db.insert(referralLinks).values({ userId, referralCode, createdAt }).returning();
      return row!;
    },
  };
}
export type ProfileRepo = ReturnType<typeof createProfileRepo>;

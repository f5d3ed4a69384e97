import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
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

    /** The profile's statistics in one statement (balance, holdings at today's prices, trades, referrals). */
    async stats(userId: string) {
      const [row] = await queryRows<{
        balance_minor: string | null;
        holdings_minor: string;
        total: number;
        sells: number;
        wins: number;
        referrals: number;
      }>(
        db,
        sql`select
          (select ${profiles.balanceMinor}::text from ${profiles} where ${profiles.userId} = ${userId}) as balance_minor,
          (select coalesce(sum(h.quantity * c.current_price_minor), 0)::text
             from ${userHoldings} h join ${companies} c on c.id = h.company_id where h.user_id = ${userId}) as holdings_minor,
          t.total, t.sells, t.wins,
          (select count(*)::int from ${referrals} r where r.referrer_user_id = ${userId}) as referrals
        from (
          select count(*)::int as total,
                 count(*) filter (where seller_id = ${userId})::int as sells,
                 count(*) filter (where seller_id = ${userId} and realized_gain_minor > 0)::int as wins
          from ${transactions} where buyer_id = ${userId} or seller_id = ${userId}
        ) t`,
      );
      return {
        balanceMinor: Number(row?.balance_minor ?? 0),
        holdingsMinor: Number(row?.holdings_minor ?? 0),
        totalTrades: row?.total ?? 0,
        sells: row?.sells ?? 0,
        wins: row?.wins ?? 0,
        referrals: row?.referrals ?? 0,
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

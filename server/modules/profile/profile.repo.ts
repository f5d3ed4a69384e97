import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { inTransaction, queryRows, type Db } from '../../db/client';
import { profiles, referralLinks, referrals, transactions, userSettings, users } from '../../db/schema';

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
    async update(
      userId: string,
      changes: { fullName?: string; username?: string; bio?: string; avatar?: string | null },
    ): Promise<void> {
      await inTransaction(db, async (tx) => {
        await tx
          .update(profiles)
          .set({
            ...(changes.fullName !== undefined ? { fullName: changes.fullName } : {}),
            ...(changes.username !== undefined ? { username: changes.username } : {}),
            ...(changes.bio !== undefined ? { bio: changes.bio } : {}),
            ...(changes.avatar !== undefined ? { avatar: changes.avatar } : {}),
          })
          .where(eq(profiles.userId, userId));
        // One bio per player: the settings' copy follows (docs/rules.md#privacy).
        if (changes.bio !== undefined) {
          await tx.update(userSettings).set({ bio: changes.bio }).where(eq(userSettings.userId, userId));
        }
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

    /**
     * The profile's counts in one statement: the portfolio's trades and sells (money figures come
     * from the games service), and the player's referrals (they are the player's, in no game).
     */
    async stats(portfolioId: string, userId: string) {
      const [row] = await queryRows<{ total: number; sells: number; wins: number; referrals: number }>(
        db,
        sql`select t.total, t.sells, t.wins,
          (select count(*)::int from ${referrals} r where r.referrer_user_id = ${userId} and r.status = 'credited') as referrals
        from (
          select count(*)::int as total,
                 count(*) filter (where transaction_type = 'sell')::int as sells,
                 count(*) filter (where transaction_type = 'sell' and realized_gain_minor > 0)::int as wins
          from ${transactions} where portfolio_id = ${portfolioId}
        ) t`,
      );
      return {
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

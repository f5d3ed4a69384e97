import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, referralLinks, referrals, userRoles, userSettings, users } from '../../db/schema';

export function createAccountsRepo(db: Db) {
  return {
    async findUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    async findProfile(userId: string) {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
      return row ?? null;
    },

    async roles(userId: string): Promise<('admin' | 'moderator' | 'user')[]> {
      const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
      return rows.map((r) => r.role);
    },

    async isAdmin(userId: string): Promise<boolean> {
      const rows = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
        .limit(1);
      return rows.length > 0;
    },

    async referrerOfCode(code: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: referralLinks.userId })
        .from(referralLinks)
        .where(eq(referralLinks.referralCode, code))
        .limit(1);
      return row?.userId ?? null;
    },

    /** Idempotent: the profile and settings rows of a new account, private by default. */
    async ensureProfileRows(tx: Db, user: { id: string; username: string | null; name: string; email: string | null }) {
      await tx
        .insert(profiles)
        .values({ userId: user.id, username: user.username, fullName: user.name, email: user.email })
        .onConflictDoNothing();
      await tx.insert(userSettings).values({ userId: user.id, displayName: user.name }).onConflictDoNothing();
    },

    /** Records who referred whom; false when this account was already referred. */
    async recordReferral(tx: Db, referredUserId: string, referrerUserId: string, code: string): Promise<boolean> {
      const rows = await tx
        .insert(referrals)
        .values({ referredUserId, referrerUserId, referralCode: code })
        .onConflictDoNothing()
        .returning({ id: referrals.referredUserId });
      return rows.length > 0;
    },
  };
}
export type AccountsRepo = ReturnType<typeof createAccountsRepo>;

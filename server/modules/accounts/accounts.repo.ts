import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '#core/admin/permissions';
import type { Db } from '../../db/client';
import { profiles, referralLinks, referrals, userRoles, userSettings, users } from '../../db/schema';
import { displayNameSql } from '../../db/display-name-sql';

export function createAccountsRepo(db: Db) {
  return {
    async findUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /**
     * What GET /api/me shows, in one statement (every page asks for it): the user, their profile
     * (null if its set-up never finished) and their roles.
     */
    async me(userId: string) {
      const [row] = await db
        .select({
          user: {
            id: users.id,
            name: users.name,
            email: users.email,
            username: users.username,
            phoneNumber: users.phoneNumber,
            createdAt: users.createdAt,
          },
          profile: {
            username: profiles.username,
            fullName: profiles.fullName,
            hasCompletedOnboarding: profiles.hasCompletedOnboarding,
            bio: profiles.bio,
            avatarUrl: profiles.avatarUrl,
            avatar: profiles.avatar,
          },
          displayName: sql<string | null>`${displayNameSql('profiles', 'user_settings')}`,
          hasProfile: sql<boolean>`${profiles.userId} is not null`,
          roles: sql<
            string | null
          >`(select string_agg(r.role::text, ',') from ${userRoles} r where r.user_id = ${users.id})`,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(userSettings, eq(userSettings.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      if (!row) return null;
      return {
        user: { ...row.user, displayName: row.displayName },
        profile: row.hasProfile ? row.profile : null,
        roles: (row.roles ? row.roles.split(',') : []) as Role[],
      };
    },

    async roles(userId: string): Promise<Role[]> {
      const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
      return rows.map((r) => r.role);
    },

    async hasRole(userId: string, role: Role): Promise<boolean> {
      const rows = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
        .limit(1);
      return rows.length > 0;
    },

    /** Idempotent. */
    async grantRole(userId: string, role: Role): Promise<void> {
      await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
    },

    async referrerOfCode(code: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: referralLinks.userId })
        .from(referralLinks)
        .where(eq(referralLinks.referralCode, code))
        .limit(1);
      return row?.userId ?? null;
    },

    /**
     * Idempotent: the profile and settings rows of a new account, private by default. The name given
     * at sign-up is the private full name; there is no display name until the player picks one
     * (docs/rules.md#accounts), so others see the username.
     */
    async ensureProfileRows(tx: Db, user: { id: string; username: string | null; name: string; email: string | null }) {
      await tx
        .insert(profiles)
        .values({ userId: user.id, username: user.username, fullName: user.name, email: user.email })
        .onConflictDoNothing();
      await tx.insert(userSettings).values({ userId: user.id }).onConflictDoNothing();
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

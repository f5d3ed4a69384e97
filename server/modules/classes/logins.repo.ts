// Logins a teacher issues for a class (docs/rules.md#classes): the auth library's user and
// credential rows written directly (the library has no way to make an account without an email
// or phone), the class_logins row that marks them, and a password reset that ends their sessions.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { accounts, classLogins, portfolios, sessions, users } from '../../db/schema';

export interface NewLoginUser {
  id: string;
  name: string;
  email: string;
  username: string;
}

export function createLoginsRepo(db: Db) {
  return {
    /** False when the username (or, never in practice, the id) is taken: the caller draws again. */
    async insertUser(tx: Db, user: NewLoginUser): Promise<boolean> {
      const rows = await tx
        .insert(users)
        .values({ ...user, displayUsername: user.username, emailVerified: true })
        .onConflictDoNothing()
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** The password sign-in account, as the library writes it for an email sign-up. */
    async insertCredential(tx: Db, userId: string, passwordHash: string): Promise<void> {
      await tx.insert(accounts).values({
        id: randomUUID(),
        userId,
        accountId: userId,
        providerId: 'credential',
        password: passwordHash,
      });
    },

    async insertClassLogin(tx: Db, login: { userId: string; gameId: string; issuedBy: string }): Promise<void> {
      await tx.insert(classLogins).values(login);
    },

    /** A login this class issued, with what its card shows; null for any other account. */
    async issuedBy(gameId: string, userId: string): Promise<{ name: string; username: string } | null> {
      const [row] = await queryRows<{ name: string; username: string }>(
        db,
        sql`select coalesce(nullif(btrim(p.full_name), ''), u.name) as name, u.username
            from class_logins cl
            join users u on u.id = cl.user_id
            left join profiles p on p.user_id = cl.user_id
            where cl.game_id = ${gameId} and cl.user_id = ${userId} and u.deleted_at is null`,
      );
      return row ?? null;
    },

    async isStudent(gameId: string, userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: portfolios.id })
        .from(portfolios)
        .where(and(eq(portfolios.gameId, gameId), eq(portfolios.userId, userId), isNull(portfolios.leftAt)));
      return rows.length > 0;
    },

    /** A new password hash, and every session of the account ended; returns the sessions ended. */
    async resetPassword(tx: Db, userId: string, passwordHash: string): Promise<number> {
      await tx
        .update(accounts)
        .set({ password: passwordHash, updatedAt: new Date() })
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
      const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
      return ended.length;
    },
  };
}
export type LoginsRepo = ReturnType<typeof createLoginsRepo>;

// Queries of parental consent (docs/rules.md#accounts): the request row per account, found by the
// HMAC of its link's token, and what the server needs to know to restrict an account.
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { parentalConsents, users } from '../../db/schema';

export interface ConsentStanding {
  birthYear: number | null;
  parentEmail: string | null;
  confirmed: boolean;
  /** The account's own address (a placeholder for phone accounts). */
  email: string;
}

export function createConsentRepo(db: Db) {
  return {
    async standing(userId: string): Promise<ConsentStanding | null> {
      const [row] = await db
        .select({
          birthYear: users.birthYear,
          email: users.email,
          parentEmail: parentalConsents.parentEmail,
          confirmedAt: parentalConsents.confirmedAt,
        })
        .from(users)
        .leftJoin(parentalConsents, eq(parentalConsents.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      if (!row) return null;
      return {
        birthYear: row.birthYear,
        email: row.email,
        parentEmail: row.parentEmail,
        confirmed: row.confirmedAt !== null,
      };
    },

    async setBirthYear(userId: string, birthYear: number): Promise<void> {
      await db.update(users).set({ birthYear }).where(eq(users.id, userId));
    },

    /** A new link for the account (a resend replaces the old one); a confirmed consent stays confirmed. */
    async request(userId: string, parentEmail: string, tokenHash: string): Promise<void> {
      await db
        .insert(parentalConsents)
        .values({ userId, parentEmail, tokenHash })
        .onConflictDoUpdate({
          target: parentalConsents.userId,
          set: { parentEmail, tokenHash, requestedAt: sql`now()` },
          setWhere: sql`${parentalConsents.confirmedAt} is null`,
        });
    },

    async byToken(tokenHash: string) {
      const [row] = await queryRows<{
        user_id: string;
        username: string | null;
        requested_at: Date | string;
        confirmed_at: Date | string | null;
      }>(
        db,
        sql`select c.user_id, u.username, c.requested_at, c.confirmed_at
            from parental_consents c join users u on u.id = c.user_id
            where c.token_hash = ${tokenHash} and u.deleted_at is null`,
      );
      return row ?? null;
    },

    /** True when this link was still waiting; a used or unknown link changes nothing. */
    async confirm(tokenHash: string): Promise<string | null> {
      const rows = await db
        .update(parentalConsents)
        .set({ confirmedAt: sql`now()` })
        .where(sql`${parentalConsents.tokenHash} = ${tokenHash} and ${parentalConsents.confirmedAt} is null`)
        .returning({ userId: parentalConsents.userId });
      return rows[0]?.userId ?? null;
    },

    async username(userId: string): Promise<string | null> {
      const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
      return row?.username ?? null;
    },
  };
}
export type ConsentRepo = ReturnType<typeof createConsentRepo>;

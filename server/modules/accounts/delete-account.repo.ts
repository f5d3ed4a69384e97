// The queries of deleting an account: what identifies or describes the player goes; the rows the
// books are made of (portfolios, ledger, trades, holdings, orders) stay under the bare id.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accounts,
  blocks,
  follows,
  friendRequests,
  friendships,
  orders,
  outboxMessages,
  parentalConsents,
  phoneCodes,
  portfolios,
  profiles,
  referralLinks,
  accountSignals,
  sessions,
  userRoles,
  userSettings,
  users,
  verifications,
  weeklyStandings,
} from '../../db/schema';
import { lockAdmins } from './admin-roles.repo';

export const DELETED_PLAYER_NAME = 'Deleted player';
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

export function createDeleteAccountRepo(db: Db) {
  return {
    /** The stored hash of the account's password (phone accounts have one too), or null. */
    async passwordHash(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
        .limit(1);
      return row?.password ?? null;
    },

    async lockUser(tx: Db, userId: string) {
      const [row] = await tx
        .select({ id: users.id, email: users.email, phoneNumber: users.phoneNumber, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row ?? null;
    },

    lockAdmins,

    /** Every portfolio of the player, in every game, locked in one order (placing an order locks its own). */
    async lockPortfolios(tx: Db, userId: string): Promise<void> {
      await tx
        .select({ id: portfolios.id })
        .from(portfolios)
        .where(eq(portfolios.userId, userId))
        .orderBy(portfolios.id)
        .for('update');
    },

    /** The player's open orders in every game. */
    async openOrderIds(on: Db, userId: string): Promise<string[]> {
      const rows = await on
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(portfolios, eq(portfolios.id, orders.portfolioId))
        .where(and(eq(portfolios.userId, userId), eq(orders.status, 'open')));
      return rows.map((r) => r.id);
    },

    /** Name, contact and picture replaced or emptied; the id stays for the books. */
    async anonymise(tx: Db, userId: string, now: Date): Promise<void> {
      await tx
        .update(users)
        .set({
          name: DELETED_PLAYER_NAME,
          email: deletedEmail(userId),
          emailVerified: false,
          username: null,
          displayUsername: null,
          phoneNumber: null,
          phoneNumberVerified: null,
          image: null,
          birthYear: null,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      await tx
        .update(profiles)
        .set({ fullName: null, username: null, email: null, bio: null, avatarUrl: null, avatar: null })
        .where(eq(profiles.userId, userId));
    },

    /**
     * Everything else that is the player's and not the books': settings, roles, referral links,
     * friends, requests, blocks and follows both ways, a parent's consent, board lines, chat (messages a report points at stay
     * for the moderators), sign-in (sessions, password, reset tokens, phone codes) and the copies
     * of messages sent to their email or phone. Returns how many sessions ended.
     */
    async removePersonalRows(
      tx: Db,
      userId: string,
      contact: { email: string; phoneNumber: string | null },
    ): Promise<number> {
      await tx.delete(userSettings).where(eq(userSettings.userId, userId));
      await tx.delete(userRoles).where(eq(userRoles.userId, userId));
      await tx.delete(referralLinks).where(eq(referralLinks.userId, userId));
      await tx.delete(accountSignals).where(eq(accountSignals.userId, userId));
      await tx.delete(friendships).where(or(eq(friendships.userId, userId), eq(friendships.friendId, userId)));
      await tx
        .delete(friendRequests)
        .where(or(eq(friendRequests.fromUserId, userId), eq(friendRequests.toUserId, userId)));
      await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
      await tx.delete(follows).where(or(eq(follows.followerId, userId), eq(follows.followedId, userId)));
      await tx
        .delete(weeklyStandings)
        .where(
          inArray(
            weeklyStandings.portfolioId,
            tx.select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.userId, userId)),
          ),
        );
      await tx.execute(
        sql`delete from chat_messages m
            where (m.sender_id = ${userId} or m.recipient_id = ${userId})
              and not exists (select 1 from reports r where r.message_id = m.id)`,
      );
      await tx
        .delete(phoneCodes)
        .where(
          contact.phoneNumber
            ? or(eq(phoneCodes.userId, userId), eq(phoneCodes.phoneNumber, contact.phoneNumber))
            : eq(phoneCodes.userId, userId),
        );
      // The parent's address and consent link (docs/rules.md#accounts).
      await tx.delete(parentalConsents).where(eq(parentalConsents.userId, userId));
      // A reset link already mailed names the user id; without this it could set a new password.
      await tx.delete(verifications).where(eq(verifications.value, userId));
      const recipients = [contact.email, ...(contact.phoneNumber ? [contact.phoneNumber] : [])];
      await tx.delete(outboxMessages).where(inArray(outboxMessages.recipient, recipients));
      await tx.delete(accounts).where(eq(accounts.userId, userId));
      const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
      return ended.length;
    },
  };
}
export type DeleteAccountRepo = ReturnType<typeof createDeleteAccountRepo>;

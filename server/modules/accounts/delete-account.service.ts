// Settings → Delete my account. After the password checks out, one transaction cancels the
// player's open orders through the trading service (which releases their reservations), then
// anonymises or deletes their personal data; the ledger, trades, holdings and orders stay under the
// bare id so every book still balances and other players' histories keep their trades.
import type { Order } from '#core/schemas/trading';
import { verifyPassword } from '../../auth/password';
import { forgetUserSessions } from '../../auth/session';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import type { RateLimits } from '../../lib/rate-limit';
import type { EventBus } from '../../realtime';
import { createTradingRepo, createTradingService } from '../trading';
import type { DeleteAccountRepo } from './delete-account.repo';

/** Password attempts per player: enough for typos, too few to guess with a stolen session. */
export const DELETE_ACCOUNT_LIMIT = { points: 5, duration: 15 * 60 };

export function createDeleteAccountService(deps: {
  db: Db;
  repo: DeleteAccountRepo;
  auth: Auth;
  bus: EventBus;
  limits: RateLimits;
  /** Told, after the commit, of each order the deletion cancelled (the book, the player's other tabs). */
  onOrderClosed?: (userId: string, order: Order) => void;
}) {
  const { db, repo } = deps;
  const attempts = deps.limits.limit('delete-account', DELETE_ACCOUNT_LIMIT);

  return {
    async deleteAccount(userId: string, password: string): Promise<void> {
      await attempts.consume(userId, { message: 'Too many attempts. Please wait a few minutes and try again.' });
      const hash = await repo.passwordHash(userId);
      if (!hash || !(await verifyPassword({ hash, password }))) {
        throw new HttpError(403, 'invalid_credentials', 'That password is not right.');
      }

      const cancelled = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const user = await repo.lockUser(tx, userId);
        if (!user || user.deletedAt) throw new HttpError(401, 'unauthorized', 'Please sign in first.');
        const admins = await repo.lockAdmins(tx);
        if (admins.length === 1 && admins[0] === userId) {
          throw new HttpError(409, 'last_admin', 'This is the last admin. Make someone else an admin first.');
        }
        await repo.lockProfile(tx, userId);
        // The one cancel path, on this transaction (its own becomes a savepoint), without events:
        // they are told below, once the deletion has committed.
        const trading = createTradingService({ db: tx, repo: createTradingRepo(tx) });
        const closed: Order[] = [];
        for (const orderId of await repo.openOrderIds(tx, userId))
          closed.push(await trading.cancelOrder(userId, orderId));
        await repo.anonymise(tx, userId, new Date());
        await repo.removePersonalRows(tx, userId, user);
        return closed;
      });

      // As a suspension does: this process forgets the player's cookies now, and every instance
      // closes their sockets.
      forgetUserSessions(deps.auth, userId);
      deps.bus.publish({ type: 'session-ended', userId }).catch((err: unknown) => {
        console.error(`[accounts] could not close a deleted account's sockets: ${(err as Error).message}`);
      });
      for (const order of cancelled) deps.onOrderClosed?.(userId, order);
    },
  };
}
export type DeleteAccountService = ReturnType<typeof createDeleteAccountService>;

// Settings → Delete my account. After the password checks out, the player's open orders, in every
// game, are cancelled through the trading service (which releases their reservations and tells the
// book and the player's other tabs); then one transaction, holding the player's portfolios so no
// order slips in, anonymises or deletes their personal data. The ledger, trades, holdings, orders
// and portfolios stay under the bare id so every book still balances and other players' histories
// keep their trades.
import { verifyPassword } from '../../auth/password';
import { forgetUserSessions } from '../../auth/session';
import type { Auth } from '../../auth/auth';
import { inTransaction, type Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import type { RateLimits } from '../../lib/rate-limit';
import type { EventBus } from '../../realtime';
import type { TradingService } from '../trading';
import type { DeleteAccountRepo } from './delete-account.repo';

/** Password attempts per player: enough for typos, too few to guess with a stolen session. */
export const DELETE_ACCOUNT_LIMIT = { points: 5, duration: 15 * 60 };

/** Rounds of cancelling before giving up on a player who keeps placing orders meanwhile. */
const MAX_ROUNDS = 3;

const lastAdmin = () => new HttpError(409, 'last_admin', 'This is the last admin. Make someone else an admin first.');

export function createDeleteAccountService(deps: {
  db: Db;
  repo: DeleteAccountRepo;
  auth: Auth;
  bus: EventBus;
  limits: RateLimits;
  /** The one cancel path, the one a player's own cancel takes. */
  trading: Pick<TradingService, 'cancelOrder'>;
}) {
  const { db, repo } = deps;
  const attempts = deps.limits.limit('delete-account', DELETE_ACCOUNT_LIMIT);
  const isLastAdmin = (admins: string[], userId: string) => admins.length === 1 && admins[0] === userId;

  async function cancelOpenOrders(userId: string): Promise<void> {
    for (const orderId of await repo.openOrderIds(db, userId)) {
      // Filled or closed meanwhile: nothing left to cancel.
      await deps.trading
        .cancelOrder(userId, orderId)
        .catch((err: unknown) => (err instanceof HttpError && err.status < 500 ? null : Promise.reject(err)));
    }
  }

  return {
    async deleteAccount(userId: string, password: string): Promise<void> {
      await attempts.consume(userId, { message: 'Too many attempts. Please wait a few minutes and try again.' });
      const hash = await repo.passwordHash(userId);
      if (!hash || !(await verifyPassword({ hash, password }))) {
        throw new HttpError(403, 'invalid_credentials', 'That password is not right.');
      }
      // Asked before cancelling anything, so the last admin's orders stay; decided below under lock.
      if (isLastAdmin(await inTransaction(db, repo.lockAdmins), userId)) throw lastAdmin();

      let deleted = false;
      for (let round = 0; round < MAX_ROUNDS && !deleted; round++) {
        await cancelOpenOrders(userId);
        deleted = await inTransaction(db, async (tx) => {
          const user = await repo.lockUser(tx, userId);
          if (!user || user.deletedAt) throw new HttpError(401, 'unauthorized', 'Please sign in first.');
          if (isLastAdmin(await repo.lockAdmins(tx), userId)) throw lastAdmin();
          // Placing an order locks its portfolio first: with these held, none lands between this check
          // and the commit.
          await repo.lockPortfolios(tx, userId);
          if ((await repo.openOrderIds(tx, userId)).length > 0) return false;
          await repo.anonymise(tx, userId, new Date());
          await repo.removePersonalRows(tx, userId, user);
          return true;
        });
      }
      if (!deleted) {
        throw new HttpError(
          409,
          'conflict',
          'New orders kept arriving while the account was being deleted. Try again.',
        );
      }

      // As a suspension does: this process forgets the player's cookies now, and every instance
      // closes their sockets.
      forgetUserSessions(deps.auth, userId);
      deps.bus.publish({ type: 'session-ended', userId }).catch((err: unknown) => {
        console.error(`[accounts] could not close a deleted account's sockets: ${(err as Error).message}`);
      });
    },
  };
}
export type DeleteAccountService = ReturnType<typeof createDeleteAccountService>;

// The held-prizes queue (admins only): list, and approve (pay through the ledger) or deny a held
// prize. Each review locks the champion's row, so two admins answering at once pay it once: the
// second waits for the first and finds it reviewed.
import { randomUUID } from 'node:crypto';
import type { AdminPrize, AdminPrizes } from '#core/schemas/admin/prizes';
import { inTransaction, type Db } from '../../../db/client';
import { HttpError, notFound } from '../../../http/http-error';
import { creditPrize } from '../../competition';
import { writeAudit } from '../audit';
import { weekOf, type AdminPrizesRepo, type PrizeKey } from './prizes.repo';

/** How many reviewed prizes the queue shows under the held ones. */
export const REVIEWED_SHOWN = 20;

export function createAdminPrizesService(db: Db, repo: AdminPrizesRepo) {
  async function review(
    actorId: string,
    key: PrizeKey,
    decision: { status: 'approved' | 'denied'; reason?: string | undefined },
  ): Promise<AdminPrize> {
    await inTransaction(db, async (tx) => {
      const prize = await repo.lock(tx, key);
      if (!prize) throw notFound('not_found', 'No champion for this game and week');
      if (prize.status !== 'held')
        throw new HttpError(409, 'conflict', `This prize is not waiting for review: it was ${prize.status}`);
      let journalId: string | null = null;
      if (decision.status === 'approved' && prize.portfolioId && prize.prizeMinor > 0) {
        const payment = { portfolioId: prize.portfolioId, weekStart: weekOf(key), prizeMinor: prize.prizeMinor };
        journalId = randomUUID();
        // false: the week's prize had reached this portfolio already; nothing more is paid.
        if (!(await creditPrize(tx, { ...payment, journalId }))) journalId = null;
      }
      await repo.review(tx, key, { status: decision.status, by: actorId, journalId });
      await writeAudit(tx, actorId, {
        action: decision.status === 'approved' ? 'prize.approve' : 'prize.deny',
        target: {
          type: 'prize',
          id: `${key.gameId}/${key.weekStart}`,
          // The winner, in no one language: the log words the week itself (details.weekStart).
          ...(prize.username ? { name: `@${prize.username}` } : {}),
        },
        changes: { status: { from: prize.status, to: decision.status } },
        details: {
          weekStart: key.weekStart,
          prizeMinor: prize.prizeMinor,
          paid: journalId !== null,
          ...(journalId ? { journalId } : {}),
          ...(decision.reason ? { reason: decision.reason } : {}),
        },
      });
    });
    return (await repo.one(key))!;
  }

  return {
    list: async (): Promise<AdminPrizes> => ({
      held: await repo.held(),
      reviewed: await repo.reviewed(REVIEWED_SHOWN),
    }),
    approve: (actorId: string, key: PrizeKey) => review(actorId, key, { status: 'approved' }),
    deny: (actorId: string, key: PrizeKey, reason?: string) => review(actorId, key, { status: 'denied', reason }),
  };
}

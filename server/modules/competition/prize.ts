// Paying a week's prize to its champion: at the decision (status 'paid') or when an admin approves
// a held one. The ledger credit's idempotency key (one per portfolio and week) pays it once however
// often either path runs.
import type { Db } from '../../db/client';
import { creditFromSystem } from '../ledger';

export interface PrizePayment {
  portfolioId: string;
  weekStart: Date;
  prizeMinor: number;
  journalId: string;
}

/** Credits the prize inside the caller's transaction; false when it had been paid already. */
export async function creditPrize(tx: Db, payment: PrizePayment): Promise<boolean> {
  if (payment.prizeMinor <= 0) return false;
  const week = payment.weekStart.toISOString().slice(0, 10);
  return creditFromSystem(tx, {
    portfolioId: payment.portfolioId,
    amountMinor: payment.prizeMinor,
    kind: 'weekly_prize',
    from: 'prizes',
    idempotencyKey: `prize:${week}`,
    memo: `Weekly Champions prize, week of ${week}`,
    journalId: payment.journalId,
  });
}

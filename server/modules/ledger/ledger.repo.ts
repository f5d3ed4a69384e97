// The ledger's one write path for credits from a system account: a balanced journal (system
// account debited, user credited) and the user's cached balance, in the caller's transaction.
// An idempotency key makes a one-off credit happen at most once per account, however often or
// concurrently it is attempted.
//
// A trade's journal is written by bolts_execute_trade (migration 0004, docs/decisions/006) in the
// fill's own transaction: kind 'trade', one journal id, the player's entry (negative for a buy,
// positive for a sell) and the market's equal and opposite, both tied to the transactions row.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries, profiles, type LEDGER_KINDS, type SYSTEM_ACCOUNTS } from '../../db/schema';

export interface Credit {
  userId: string;
  amountMinor: number;
  kind: (typeof LEDGER_KINDS)[number];
  from: (typeof SYSTEM_ACCOUNTS)[number];
  idempotencyKey: string;
  memo: string;
  /** The journal's id when the caller records it elsewhere too (a champion row); new otherwise. */
  journalId?: string;
}

/** Returns true when the credit was written now, false when the key had already been credited. */
export async function creditFromSystem(tx: Db, credit: Credit): Promise<boolean> {
  if (!Number.isSafeInteger(credit.amountMinor) || credit.amountMinor <= 0) throw new Error('credit must be positive');
  const journalId = credit.journalId ?? randomUUID();
  const inserted = await tx
    .insert(ledgerEntries)
    .values({
      journalId,
      kind: credit.kind,
      userId: credit.userId,
      amountMinor: credit.amountMinor,
      idempotencyKey: credit.idempotencyKey,
      memo: credit.memo,
    })
    .onConflictDoNothing({
      target: [ledgerEntries.idempotencyKey, ledgerEntries.userId],
      where: sql`${ledgerEntries.idempotencyKey} is not null and ${ledgerEntries.userId} is not null`,
    })
    .returning({ id: ledgerEntries.id });
  if (inserted.length === 0) return false;
  await tx.insert(ledgerEntries).values({
    journalId,
    kind: credit.kind,
    systemAccount: credit.from,
    amountMinor: -credit.amountMinor,
    memo: credit.memo,
  });
  await tx
    .update(profiles)
    .set({ balanceMinor: sql`${profiles.balanceMinor} + ${credit.amountMinor}` })
    .where(eq(profiles.userId, credit.userId));
  return true;
}

/** The sum of a user's ledger entries: what the cached balance must always equal. */
export async function ledgerBalance(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return Number(row?.total ?? 0);
}

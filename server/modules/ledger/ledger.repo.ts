// The ledger's one write path for credits from a system account: a balanced journal (system
// account debited, portfolio credited) and the portfolio's cached cash, in the caller's
// transaction. An idempotency key makes a one-off credit happen at most once per portfolio,
// however often or concurrently it is attempted.
//
// A trade's journal is written by bolts_apply_fill (migration 0015, docs/decisions/012) in the
// fill's own transaction: kind 'trade', one journal id, the portfolio's entry (negative for a buy,
// positive for a sale) and the market's equal and opposite, both tied to the transactions row.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries, portfolios, type LEDGER_KINDS, type SYSTEM_ACCOUNTS } from '../../db/schema';

export interface Credit {
  portfolioId: string;
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
      portfolioId: credit.portfolioId,
      amountMinor: credit.amountMinor,
      idempotencyKey: credit.idempotencyKey,
      memo: credit.memo,
    })
    .onConflictDoNothing({
      target: [ledgerEntries.idempotencyKey, ledgerEntries.portfolioId],
      where: sql`${ledgerEntries.idempotencyKey} is not null and ${ledgerEntries.portfolioId} is not null`,
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
    .update(portfolios)
    .set({ cashMinor: sql`${portfolios.cashMinor} + ${credit.amountMinor}` })
    .where(eq(portfolios.id, credit.portfolioId));
  return true;
}

/** The sum of a portfolio's ledger entries: what its cached cash must always equal. */
export async function ledgerBalance(db: Db, portfolioId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.portfolioId, portfolioId));
  return Number(row?.total ?? 0);
}

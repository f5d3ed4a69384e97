// The consistency check (npm run db:check): silent on books kept by the app (trades, a resting
// order on each side, a cancel), and each kind of damage done behind the app's back is named
// with the row it broke. The command itself answers 0 on a sound database and 1 on a broken one.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { checkConsistency, CONSISTENCY_CHECKS } from '../../server/db/consistency';
import { holdings, ledgerEntries, portfolios, transactions } from '../../server/db/schema';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany } from '../support/factories';
import { portfolioOf } from '../support/portfolios';
import { createTestContext, databaseUrlOf, testDriver, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

const db = () => ctx.database.db;

async function order(user: SignedUpUser, body: Record<string, unknown>) {
  const res = await user.client.post('/api/orders', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

/** Two players who traded, with a resting buy, a resting sell and a cancelled order. */
async function tradedBooks() {
  const company = await createCompany(db(), { currentPriceMinor: 10_000 });
  const alice = await signUpByEmail(ctx);
  const bob = await signUpByEmail(ctx);
  await order(alice, { companyId: company.id, side: 'buy', type: 'market', quantity: 12 });
  await order(alice, { companyId: company.id, side: 'sell', type: 'market', quantity: 2 });
  await order(alice, { companyId: company.id, side: 'sell', type: 'limit', quantity: 3, limitPriceMinor: 15_000 });
  await order(bob, { companyId: company.id, side: 'buy', type: 'limit', quantity: 4, limitPriceMinor: 5_000 });
  const cancelled = await order(bob, {
    companyId: company.id,
    side: 'buy',
    type: 'limit',
    quantity: 1,
    limitPriceMinor: 4_000,
  });
  expect((await bob.client.post(`/api/orders/${cancelled.order.id}/cancel`)).status).toBe(200);
  return { company, alice: await portfolioOf(db(), alice.id), bob: await portfolioOf(db(), bob.id) };
}

const ALL_PASSED = `All ${CONSISTENCY_CHECKS.length} checks passed.`;
const broken = async () =>
  Object.fromEntries((await checkConsistency(db())).filter((r) => r.count > 0).map((r) => [r.name, r]));

describe('consistency check', () => {
  it('finds nothing wrong with books the app kept', async () => {
    await tradedBooks();
    const results = await checkConsistency(db());
    expect(results.map((r) => r.name)).toEqual(CONSISTENCY_CHECKS.map((c) => c.name));
    expect(results.filter((r) => r.count > 0)).toEqual([]);
  });

  it('names each kind of damage with the row it broke', async () => {
    const { company, alice, bob } = await tradedBooks();
    const holding = and(eq(holdings.portfolioId, alice.id), eq(holdings.companyId, company.id));

    // Cash changed without a ledger entry; cash held back for no order.
    await db()
      .update(portfolios)
      .set({ cashMinor: sql`${portfolios.cashMinor} + 1` })
      .where(eq(portfolios.id, bob.id));
    await db()
      .update(portfolios)
      .set({ reservedMinor: sql`${portfolios.reservedMinor} + 10` })
      .where(eq(portfolios.id, alice.id));
    // Shares that appeared from nowhere, and a reservation no order holds.
    await db()
      .update(holdings)
      .set({ quantity: sql`${holdings.quantity} + 5`, reservedQuantity: sql`${holdings.reservedQuantity} + 1` })
      .where(holding);
    // Half a journal: money created.
    await db()
      .insert(ledgerEntries)
      .values({ journalId: randomUUID(), kind: 'adjustment', systemAccount: 'treasury', amountMinor: 7 });
    // A balanced journal tied to a trade that moves more than the trade did.
    const [trade] = await db().select().from(transactions).where(eq(transactions.portfolioId, alice.id)).limit(1);
    const journalId = randomUUID();
    await db()
      .insert(ledgerEntries)
      .values([
        { journalId, kind: 'trade', systemAccount: 'market', amountMinor: 5, transactionId: trade!.id },
        { journalId, kind: 'trade', systemAccount: 'treasury', amountMinor: -5, transactionId: trade!.id },
      ]);

    const found = await broken();
    expect(Object.keys(found).sort()).toEqual(
      ['balances', 'cash reservations', 'holdings', 'journals', 'share reservations', 'trades in the books'].sort(),
    );
    expect(found.balances!.examples).toEqual([expect.objectContaining({ subject: bob.id })]);
    expect(found['cash reservations']!.examples).toEqual([{ subject: alice.id, expected: '0', actual: '10' }]);
    expect(found.holdings!.examples).toEqual([{ subject: `${alice.id} ${company.id}`, expected: '10', actual: '15' }]);
    expect(found['share reservations']!.examples).toEqual([
      { subject: `${alice.id} ${company.id}`, expected: '3', actual: '4' },
    ]);
    expect(found.journals!.count).toBe(1);
    // 2 x the trade's total plus 5 moved by its journals: half of it is 2.50 more than the trade.
    const [moved] = found['trades in the books']!.examples;
    expect(moved).toMatchObject({ subject: trade!.id, expected: String(trade!.totalAmountMinor) });
    expect(Number(moved!.actual)).toBe(trade!.totalAmountMinor + 2.5);
  });
});

function runCheck(env: Record<string, string | undefined>): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['scripts/run-entry.mjs', 'server/db/check-command.ts'], {
    env: { ...process.env, ...env },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, out })));
}

describe('npm run db:check', () => {
  it.runIf(testDriver() === 'postgres')('PostgreSQL: 0 on sound books, 1 with the broken row named', async () => {
    const { bob } = await tradedBooks();
    const env = { DATABASE_URL: databaseUrlOf(ctx.database) };
    expect(await runCheck(env)).toMatchObject({ code: 0, out: expect.stringContaining(ALL_PASSED) });
    await db()
      .update(portfolios)
      .set({ cashMinor: sql`${portfolios.cashMinor} - 100` })
      .where(eq(portfolios.id, bob.id));
    const after = await runCheck(env);
    expect(after.code).toBe(1);
    expect(after.out).toMatch(
      new RegExp(`FAIL {2}balances: .*\\(1 broken\\)[\\s\\S]*${bob.id}: expected \\d+, found \\d+`),
    );
  });

  it.runIf(testDriver() === 'pglite')('PGlite: checks a data folder, and refuses an empty one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bolts-check-'));
    try {
      const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dir, 'data') });
      await database.migrate();
      await database.close();
      const env = { DATABASE_URL: undefined, BOLTS_DATA_DIR: path.join(dir, 'data') };
      expect(await runCheck(env)).toMatchObject({ code: 0, out: expect.stringContaining(ALL_PASSED) });
      expect(await runCheck({ ...env, BOLTS_DATA_DIR: path.join(dir, 'none') })).toMatchObject({
        code: 2,
        out: expect.stringContaining('No database in'),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

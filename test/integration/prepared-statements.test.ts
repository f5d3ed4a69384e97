// drizzle's statements on PostgreSQL run as named prepared statements (server/db/client.ts,
// docs/decisions/021): parsed once per connection, one round trip each after that. Those with
// many parameters stay unnamed so that a connection keeps few texts. PGlite has no such protocol
// choice: there every query is a plain parameterised one.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../server/db/client';
import { companies } from '../../server/db/schema';
import { createTestDatabase, databaseUrlOf, testDriver } from '../support/test-database';

describe.runIf(testDriver() === 'postgres')('drizzle on PostgreSQL', () => {
  let owner: Awaited<ReturnType<typeof createTestDatabase>>;
  // One connection, so the statements it has prepared are the ones this test made.
  let one: Database;
  beforeAll(async () => {
    owner = await createTestDatabase();
    one = await openDatabase({ driver: 'postgres', url: databaseUrlOf(owner.database), maxConnections: 1 });
  });
  afterAll(async () => {
    await one?.close();
    await owner?.close();
  });

  /** The texts this connection has prepared (a query without parameters runs unprepared). */
  async function preparedTexts(): Promise<string[]> {
    const rows = await queryRows<{ statement: string }>(one.db, sql`select statement from pg_prepared_statements`);
    return rows.map((r) => r.statement);
  }

  it('prepares a query once and runs it again by name', async () => {
    for (const symbol of ['AAA', 'BBB', 'CCC']) {
      await one.db.select({ id: companies.id }).from(companies).where(eq(companies.symbol, symbol));
    }
    const bySymbol = (await preparedTexts()).filter((t) => /from "companies" where "companies"."symbol" = \$1/.test(t));
    expect(bySymbol).toHaveLength(1);
  });

  it("names a transaction's statements too", async () => {
    await one.db.transaction(async (tx) => {
      await tx.select({ name: companies.name }).from(companies).where(eq(companies.sector, 'transaction-only'));
    });
    expect((await preparedTexts()).some((t) => t.includes('"companies"."sector" = $1'))).toBe(true);
  });

  it('leaves a statement with many parameters unnamed', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(await one.db.select({ id: companies.id }).from(companies).where(inArray(companies.id, ids))).toEqual([]);
    expect((await preparedTexts()).some((t) => t.includes('$40'))).toBe(false);
  });
});

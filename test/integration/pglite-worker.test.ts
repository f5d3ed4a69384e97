// PGlite on its own thread, as the server runs it (server/db/pglite-worker-client.ts): drizzle's
// queries answer as they do with PGlite in this thread (per-query parsers and serializers too), a
// transaction holds the database until it ends and rolls back on an error, the database's errors
// arrive with all their fields (custom SQLSTATEs of the money functions included), the money path
// keeps its books under concurrent orders, the backup dumps, close ends the thread, and a worker
// that dies fails what was pending and says so.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages, PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, preparedStatement, queryRows, type Database, type Db } from '../../server/db/client';
import { checkConsistency } from '../../server/db/consistency';
import { classifyDatabaseError, isUniqueViolation } from '../../server/db/database-errors';
import type { PgliteWorkerClient } from '../../server/db/pglite-worker-client';
import { companies } from '../../server/db/schema';
import { ledgerBalance } from '../../server/modules/ledger';
import { signUpByEmail } from '../support/accounts';
import { createCompany } from '../support/factories';
import { holdingOf, portfolioOf } from '../support/portfolios';
import { signUpAs } from '../support/staff';
import { createTestContext, latestMigrationTag, testDriver, type TestContext } from '../support/test-database';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bolts-pglite-worker-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const clientOf = (db: Db) => (db as unknown as { $client: PgliteWorkerClient }).$client;
const turns = (n: number) => new Promise((resolve) => setTimeout(resolve, n));

/** The same statements on PGlite in this thread, to compare answers with. */
async function besideInThread<T>(work: (pg: PGlite) => Promise<T>): Promise<T> {
  const pg = await PGlite.create();
  try {
    return await work(pg);
  } finally {
    await pg.close();
  }
}

/** Every field of a caught error and its causes but the stack, for comparing two drivers' errors. */
function fieldsOf(err: unknown): Record<string, unknown> {
  const cause = (err as { cause?: unknown }).cause ?? err;
  const { stack: _stack, ...fields } = Object.fromEntries(
    Object.entries(cause as object).filter(([key]) => key !== 'queryOptions'),
  );
  return { ...fields, message: (cause as Error).message, isDatabaseError: cause instanceof messages.DatabaseError };
}

describe.runIf(testDriver() === 'pglite')('PGlite on a worker thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ driver: 'pglite', worker: true });
    await database.migrate();
    await database.db.execute(sql`create table worker_t (id int primary key, n int not null)`);
  });
  afterAll(() => database.close());
  const db = () => database.db;

  it('is migrated through the worker, and answers a prepared statement', async () => {
    expect(await database.migrationVersion()).toBe(latestMigrationTag());
    const plusOne = preparedStatement<{ n: number }>(db(), 'select $1::int + 1 as n');
    expect(await plusOne([41])).toEqual([{ n: 42 }]);
  });

  it('answers drizzle as PGlite in this thread does: timestamps as drizzle keeps them, bigints, arrays, bytes', async () => {
    const query = sql`select '2024-01-02 03:04:05.678+00'::timestamptz as tz, '2024-01-02 03:04:05'::timestamp as ts,
      '2024-01-02'::date as d, '1 day 02:00'::interval as i, 9007199254740993::int8 as big, 1.50::numeric as num,
      array['2024-01-02 03:04:05+00'::timestamptz] as tzs, array[1.5, 2]::numeric[] as nums, '\\x0102'::bytea as bytes,
      '{"a": [1, 2]}'::jsonb as j, null::timestamptz as none, 'x' as same, 'y' as same`;
    const expected = await besideInThread((pg) => queryRows(drizzle(pg) as unknown as Db, query));
    expect(await queryRows(db(), query)).toEqual(expected);
    expect(expected[0]!.tz).toBe('2024-01-02 03:04:05.678+00');

    // A drizzle select (rows as arrays, mapped by drizzle): a timestamp column comes back a Date.
    const [company] = await db().insert(companies).values(companyValues()).returning();
    const [read] = await db().select().from(companies).where(eq(companies.id, company!.id));
    expect(read!.createdAt).toBeInstanceOf(Date);
    expect(read!.createdAt.getTime()).toBe(company!.createdAt.getTime());
  });

  it("applies a caller's own parsers and serializers to the values PGlite would have", async () => {
    const text = `select $1::timestamptz as a, $2::int as b, null::timestamptz as c, 3::int as b`;
    const params = ['2024-01-02 03:04:05+00', 20];
    const parsers = { [types.TIMESTAMPTZ]: (value: string, type?: number) => `${type}:${value}` };
    const serializers = { [types.INT4]: (value: unknown) => String(Number(value) * 2) };
    for (const rowMode of ['object', 'array'] as const) {
      const options: QueryOptions = { rowMode, parsers, serializers };
      const expected = await besideInThread((pg) => pg.query(text, params, options));
      const got = await clientOf(db()).query(text, params, options);
      expect(got.rows).toEqual(expected.rows);
      expect(got.fields).toEqual(expected.fields);
    }
  });

  it('keeps a transaction to itself: a query from outside waits until it commits', async () => {
    await db().execute(sql`insert into worker_t values (1, 0) on conflict (id) do update set n = 0`);
    const events: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const transaction = db().transaction(async (tx) => {
      await tx.execute(sql`update worker_t set n = 1 where id = 1`);
      events.push('tx: first update');
      await gate;
      await tx.execute(sql`update worker_t set n = 2 where id = 1`);
      events.push('tx: second update');
    });
    while (!events.length) await turns(1);
    const outside = queryRows<{ n: number }>(db(), sql`select n from worker_t where id = 1`).then(([row]) =>
      events.push(`outside: read ${row!.n}`),
    );
    await turns(50);
    expect(events).toEqual(['tx: first update']);
    release();
    await Promise.all([transaction, outside]);
    expect(events).toEqual(['tx: first update', 'tx: second update', 'outside: read 2']);
  });

  it('rolls a transaction back when it throws, and a nested one back to its savepoint', async () => {
    const failure = new Error('changed my mind');
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into worker_t values (10, 10)`);
        throw failure;
      }),
    ).rejects.toBe(failure);
    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into worker_t values (11, 11)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into worker_t values (12, 12)`);
          await inner.execute(sql`insert into worker_t values (11, 0)`); // duplicate key
        })
        .catch(() => {});
    });
    const ids = await queryRows<{ id: number }>(db(), sql`select id from worker_t where id >= 10 order by id`);
    expect(ids.map((r) => r.id)).toEqual([11]);
    // The database is free again.
    expect(await queryRows(db(), sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it("brings the database's errors over with every field: a unique violation and a money function's SQLSTATE", async () => {
    const statements = [
      `insert into worker_t values (20, 1); insert into worker_t values (20, 2)`,
      `do $$ begin raise exception 'not enough cash' using errcode = 'BT001', detail = '{"have":1,"need":2}'; end $$`,
      `select 1/0`,
    ];
    for (const statement of statements) {
      const expected = await besideInThread(async (pg) => {
        await pg.exec('create table worker_t (id int primary key, n int not null)');
        return queryRows(drizzle(pg) as unknown as Db, sql.raw(statement)).catch((e: unknown) => e);
      });
      const got = await queryRows(db(), sql.raw(statement)).catch((e: unknown) => e);
      expect(fieldsOf(got)).toEqual(fieldsOf(expected));
      await db().execute(sql`delete from worker_t where id = 20`);
    }
    const duplicate = await db()
      .execute(sql`insert into worker_t values (1, 0)`)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect((duplicate as { cause: messages.DatabaseError }).cause).toMatchObject({
      code: '23505',
      constraint: 'worker_t_pkey',
      detail: 'Key (id)=(1) already exists.',
      table: 'worker_t',
    });
    // A lock timeout classifies as the passing failure it is.
    const busy = await db()
      .execute(sql`do $$ begin raise exception 'busy' using errcode = '55P03'; end $$`)
      .catch((e: unknown) => e);
    expect(classifyDatabaseError(busy)).toBe('busy');
  });

  it('fails what is pending and says why when the worker dies, then refuses more', async () => {
    const lost: Error[] = [];
    const doomed = await openDatabase({ driver: 'pglite', worker: true, onLost: (e) => lost.push(e) });
    const pending = doomed.db.execute(sql`select pg_sleep(0.5)`);
    await clientOf(doomed.db).worker.terminate();
    // drizzle names the statement and keeps the reason as its cause.
    const failed = await pending.catch((e: unknown) => e);
    expect((failed as Error).cause).toMatchObject({ message: 'The database worker stopped: it exited with code 1' });
    expect(lost.map((e) => e.message)).toEqual(['The database worker stopped: it exited with code 1']);
    const refused = await doomed.db.execute(sql`select 1`).catch((e: unknown) => e);
    expect((refused as Error).cause).toBe(lost[0]);
    await doomed.close();
  });

  it('closes PGlite in the worker and ends the thread; the data folder keeps what was written', async () => {
    const dataDir = tempDir();
    const lost: Error[] = [];
    const onDisk = await openDatabase({ driver: 'pglite', dataDir, worker: true, onLost: (e) => lost.push(e) });
    await onDisk.db.execute(sql`create table kept (v text)`);
    await onDisk.db.execute(sql`insert into kept values ('written through the worker')`);
    const worker = clientOf(onDisk.db).worker;
    let exitCode: number | undefined;
    worker.once('exit', (code) => (exitCode = code));
    await onDisk.close();
    expect(exitCode).toBe(0);
    expect(lost).toEqual([]);
    const again = await PGlite.create(dataDir);
    try {
      expect((await again.query('select v from kept')).rows).toEqual([{ v: 'written through the worker' }]);
    } finally {
      await again.close();
    }
  });
});

describe.runIf(testDriver() === 'pglite')('the server on a PGlite worker', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, {}, { worker: true });
  });
  afterAll(() => ctx.close());
  const db = () => ctx.database.db;

  it('keeps the books under many concurrent orders on one portfolio: no overdraft, no negative holding', async () => {
    const player = await signUpByEmail(ctx);
    const portfolio = await portfolioOf(db(), player.id);
    // Dear enough that the cash runs out part of the way through the buys.
    const price = Math.floor(portfolio.cashMinor / 12);
    const company = await createCompany(db(), { currentPriceMinor: price });
    const order = (side: 'buy' | 'sell') =>
      player.client.post('/api/orders', { companyId: company.id, side, quantity: 1 });
    const codes = async (responses: Response[]) =>
      Promise.all(responses.map(async (r) => (r.status === 201 ? 'filled' : ((await r.json()).error.code as string))));

    const buys = await codes(await Promise.all(Array.from({ length: 24 }, () => order('buy'))));
    const bought = buys.filter((c) => c === 'filled').length;
    expect(bought).toBeGreaterThan(0);
    expect(buys.filter((c) => c !== 'filled').every((c) => c === 'insufficient_balance')).toBe(true);
    expect(buys).toContain('insufficient_balance');
    expect((await holdingOf(db(), portfolio.id, company.id))?.quantity).toBe(bought);

    const sells = await codes(await Promise.all(Array.from({ length: bought + 5 }, () => order('sell'))));
    expect(sells.filter((c) => c === 'filled')).toHaveLength(bought);
    expect(sells.filter((c) => c === 'insufficient_shares')).toHaveLength(5);
    expect(await holdingOf(db(), portfolio.id, company.id)).toBeNull();

    const after = await portfolioOf(db(), player.id);
    expect(after.cashMinor).toBeGreaterThanOrEqual(0);
    expect(await ledgerBalance(db(), portfolio.id)).toBe(after.cashMinor);
    expect((await checkConsistency(db())).filter((c) => c.count > 0)).toEqual([]);
  });

  it("dumps the admins' backup through the worker, and the dump opens with the same rows", async () => {
    const admin = await signUpAs(ctx, 'admin');
    await createCompany(db(), { name: 'Dumped Through The Worker' });
    const res = await admin.client.get('/api/admin/backup');
    expect(res.status).toBe(200);
    const restored = await PGlite.create({ loadDataDir: new Blob([await res.arrayBuffer()]) });
    try {
      const { rows } = await restored.query<{ n: number }>(
        `select count(*)::int as n from companies where name = 'Dumped Through The Worker'`,
      );
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await restored.close();
    }
  });
});

let companyCount = 0;
function companyValues() {
  companyCount++;
  return {
    name: `Worker Company ${companyCount}`,
    symbol: `WK${companyCount}`,
    category: 'technology' as const,
    description: 'A company read through the worker.',
    currentPriceMinor: 10_000,
    changeBasisPoints: 0,
    marketCapMinor: 1_000_000_000,
  };
}

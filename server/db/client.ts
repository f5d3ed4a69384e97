// One dialect, two drivers: embedded PGlite (default, data under ./data) or a real PostgreSQL
// server when a connection URL is given. Everything above this file sees the same `Db` type.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { openPgliteWorker, PgliteWorkerClient, type PgliteClient } from './pglite-worker-client';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  /**
   * The same database for background work (the market engine's ticks and resting-order fills):
   * on PostgreSQL a small pool of its own, so a tick never queues behind a burst of requests on
   * `db`'s; on PGlite, `db` itself (one connection either way).
   */
  jobs: Db;
  driver: DbDriver;
  /** Applies committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  /** The tag of the newest applied migration, e.g. "0000_init". */
  migrationVersion(): Promise<string | null>;
  /**
   * Asks to be the one instance that runs singleton work (the market engine). On PostgreSQL a
   * session advisory lock on a dedicated connection decides, and is kept until close; an embedded
   * database has one process, which always leads.
   */
  tryLeadership(): Promise<boolean>;
  /**
   * A consistent copy of the whole database for the admins' backup: PGlite's data folder as a
   * gzipped tar, or on PostgreSQL the connection URL for pg_dump.
   */
  backupSource(): { kind: 'pglite'; dump(): Promise<Blob> } | { kind: 'postgres'; url: string };
  close(): Promise<void>;
}

const LEADER_LOCK_KEY = 7_412_002;

/**
 * Connections per server process to PostgreSQL. A fill is one statement and postgres-js pipelines
 * queries on a busy connection, so a handful keeps the database busy; more only adds backends
 * contending for the same cores.
 * Several instances share the server's max_connections (100 by default). docs/decisions/006.
 */
const DEFAULT_POOL_SIZE = 6;
/** Connections of the background pool (Database.jobs): the engine runs one statement at a time. */
const JOBS_POOL_SIZE = 2;

export type DatabaseOptions =
  | {
      driver: 'postgres';
      url: string;
      maxConnections?: number;
      /**
       * The server's limits for its request connections (0 or unset: none), so a held lock or a
       * runaway statement ends in an error the API answers with 503 instead of a request that
       * hangs and a pool that fills up. Tools (db:check, the move) run without them.
       */
      lockTimeoutMs?: number;
      statementTimeoutMs?: number;
    }
  /**
   * dataDir undefined means in memory (tests). `worker`: PGlite runs on a thread of its own (the
   * server's path), so the database and the HTTP server each have a core; `onLost` hears if that
   * thread ends unasked. Tools and most tests open it in their own thread.
   */
  | { driver: 'pglite'; dataDir?: string; worker?: boolean; onLost?: (error: Error) => void };

const here = path.dirname(fileURLToPath(import.meta.url));
/** Migrations sit beside this file in the source tree; the server bundle sets BOLTS_MIGRATIONS_DIR. */
export const migrationsFolder = process.env.BOLTS_MIGRATIONS_DIR ?? path.join(here, 'migrations');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
    const connect = (max: number) =>
      postgres(options.url, {
        max,
        onnotice: () => {},
        // An unreachable host fails within seconds, not postgres-js's default 30 s.
        connect_timeout: 5,
        connection: {
          application_name: 'bolts',
          lock_timeout: options.lockTimeoutMs ?? 0,
          statement_timeout: options.statementTimeoutMs ?? 0,
          // A transaction left open (a stuck request) stops holding its locks after a minute.
          idle_in_transaction_session_timeout: 60_000,
          // JIT compiles a plan the planner thinks costly, which for the board's set-based
          // statements (whose costs the planner overrates) took seconds of compiling to save none.
          jit: 'off',
        },
        // bigint columns come back as strings unless parsed; drizzle's mode:'number' handles that.
      });
    const client = connect(options.maxConnections ?? DEFAULT_POOL_SIZE);
    const jobsClient = connect(JOBS_POOL_SIZE);
    const db = drizzlePostgres(preparing(client), { schema }) as unknown as Db;
    const jobs = drizzlePostgres(preparing(jobsClient), { schema }) as unknown as Db;
    let leaderConnection: postgres.Sql | undefined;
    return {
      db,
      jobs,
      driver: 'postgres',
      migrate: () => migrateWithLock(options.url),
      migrationVersion: () => readMigrationVersion(db),
      async tryLeadership() {
        leaderConnection ??= postgres(options.url, { max: 1, onnotice: () => {} });
        const [row] = await leaderConnection<
          { locked: boolean }[]
        >`select pg_try_advisory_lock(${LEADER_LOCK_KEY}) as locked`;
        return row?.locked === true;
      },
      backupSource: () => ({ kind: 'postgres', url: options.url }),
      async close() {
        await leaderConnection?.end({ timeout: 5 });
        await jobsClient.end({ timeout: 5 });
        await client.end({ timeout: 5 });
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client: PgliteClient = options.worker
    ? await openPgliteWorker(options.dataDir, { onLost: options.onLost })
    : await PGlite.create(options.dataDir);
  // drizzle calls only query and transaction (and the transaction's query), which both answer.
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as Db;
  return {
    db,
    jobs: db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client as PGlite), { migrationsFolder }),
    migrationVersion: () => readMigrationVersion(db),
    tryLeadership: async () => true,
    backupSource: () => ({ kind: 'pglite', dump: () => client.dumpDataDir('gzip') }),
    close: () => client.close(),
  };
}

/**
 * A hot statement that runs on its own (autocommit), never inside a drizzle transaction. On
 * PostgreSQL it is a named prepared statement: one round trip per call, where drizzle's unnamed
 * statements take two (postgres-js first asks the server to describe their parameters). On PGlite
 * it is a plain parameterised query. Rows come back with the database's column names.
 */
export function preparedStatement<Row extends object>(db: Db, text: string): (params: unknown[]) => Promise<Row[]> {
  const client = (db as unknown as { $client: PgliteClient | postgres.Sql }).$client;
  if (isPglite(client)) return async (params) => (await client.query<Row>(text, params)).rows;
  return (params) =>
    client.unsafe<Row[]>(text, params as postgres.ParameterOrJSON<never>[], { prepare: true }) as Promise<Row[]>;
}

/** Statements with more parameters than this (long `in` lists, bulk inserts) stay unnamed. */
const PREPARE_MAX_PARAMETERS = 32;

/**
 * drizzle's statements as named prepared statements (docs/decisions/021). drizzle sends its
 * queries unnamed, and postgres-js asks the server to describe an unnamed statement's parameters
 * before it binds them: two round trips and a parse for every query. Named, each statement text
 * is parsed once per connection and then costs one round trip. Statements with many parameters
 * stay unnamed, so the texts a connection keeps stay few.
 */
function preparing(client: postgres.Sql): postgres.Sql {
  // Made once: drizzle reads `unsafe` for every query.
  const own: Record<PropertyKey, unknown> = {
    unsafe: (text: string, args: unknown[] = [], options: postgres.UnsafeQueryOptions = {}) =>
      client.unsafe(text, args as postgres.ParameterOrJSON<never>[], {
        ...options,
        prepare: options.prepare === true || args.length <= PREPARE_MAX_PARAMETERS,
      }),
  };
  // A transaction's (or savepoint's) own handle runs on one connection: named there too.
  for (const key of ['begin', 'savepoint']) {
    const open = Reflect.get(client, key) as (...args: unknown[]) => unknown;
    own[key] = (...args: unknown[]) => {
      const body = args.pop() as (sql: postgres.Sql) => unknown;
      return open(...args, (sql: postgres.Sql) => body(preparing(sql)));
    };
  }
  return new Proxy(client, {
    get: (target, key, receiver) => (Object.hasOwn(own, key) ? own[key] : Reflect.get(target, key, receiver)),
  });
}

const isPglite = (client: PgliteClient | postgres.Sql): client is PgliteClient =>
  client instanceof PGlite || client instanceof PgliteWorkerClient;

/** Arbitrary but fixed: the advisory lock that serializes migrations across server instances. */
const MIGRATION_LOCK_KEY = 7_412_001;

/**
 * Several instances may start at once against one PostgreSQL database; drizzle's migrator has no
 * lock of its own, so each instance migrates over a one-connection client while holding a session
 * advisory lock. The second instance waits, then finds nothing left to apply.
 */
async function migrateWithLock(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migratePostgres(drizzlePostgres(client), { migrationsFolder });
  } finally {
    // Ending the session releases the advisory lock even if the migration failed.
    await client.end({ timeout: 5 });
  }
}

/** Runs raw SQL and returns its rows, whichever driver answers (postgres-js gives an array, PGlite { rows }). */
export async function queryRows<Row extends Record<string, unknown>>(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute<Row>(query);
  return Array.isArray(result) ? (result as Row[]) : (result as unknown as { rows: Row[] }).rows;
}

async function readMigrationVersion(db: Db): Promise<string | null> {
  // drizzle's migrator records each applied migration's hash and time; map the newest back to
  // its tag through the journal so /api/health can name it.
  const rows = await db.execute<{ created_at: string }>(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const list = Array.isArray(rows) ? rows : (rows as { rows: { created_at: string }[] }).rows;
  const newest = list[0];
  if (!newest) return null;
  const { readFileSync } = await import('node:fs');
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const entry = journal.entries.find((e) => String(e.when) === String(newest.created_at));
  return entry?.tag ?? null;
}

/**
 * Runs `work` in one transaction on `db`. Drizzle types a transaction apart from a database,
 * though it answers the same queries; this is the one place that says so.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

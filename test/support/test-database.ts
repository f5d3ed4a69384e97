// Each test file gets a database of its own: an in-memory PGlite, or a fresh database on the
// PostgreSQL server named by TEST_DATABASE_URL. Both are migrated with the committed migrations.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder, openDatabase, type Database } from '../../server/db/client';
import type { ProgressTracker } from '../../server/modules/competition';
import { buildApp, type AppOptions, type createApp } from '../../server/http/app';

export type TestDriver = 'pglite' | 'postgres';

export function testDriver(): TestDriver {
  return process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

export const TEST_ORIGIN = 'http://localhost';
/** Rate limits off by default so tests can sign many users in; the rate-limit tests turn them on. */
export const TEST_AUTH = {
  secret: 'test-secret-that-is-long-enough-for-hmac-0123456789',
  linkOrigin: TEST_ORIGIN,
  production: false,
  trustProxy: true,
  rateLimit: false,
} as const;

export interface TestContext {
  database: Database;
  app: ReturnType<typeof createApp>;
  /** The app's XP and achievements tracker (a job run beside the app reports its changes to it). */
  progress?: ProgressTracker;
  close(): Promise<void>;
}

const urls = new WeakMap<Database, string>();

/** The connection URL of a database made by createTestDatabase on PostgreSQL. */
export function databaseUrlOf(database: Database): string {
  const url = urls.get(database);
  if (!url) throw new Error('Only PostgreSQL test databases have a URL');
  return url;
}

/** The server's database limits (PostgreSQL only), for the tests of what a held lock does. */
export interface TestDatabaseLimits {
  lockTimeoutMs?: number;
  statementTimeoutMs?: number;
}

/**
 * `migrated: false` leaves it empty, for a test that migrates it step by step. `worker`: PGlite
 * on a thread of its own, as the server runs it (ignored on PostgreSQL).
 */
export async function createTestDatabase(
  limits: TestDatabaseLimits = {},
  { migrated = true, worker = false }: { migrated?: boolean; worker?: boolean } = {},
): Promise<{ database: Database; close(): Promise<void> }> {
  if (testDriver() === 'pglite') {
    const database = await openDatabase({ driver: 'pglite', worker });
    if (migrated) await database.migrate();
    return { database, close: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `bolts_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), maxConnections: 5, ...limits });
  urls.set(database, url.toString());
  if (migrated) await database.migrate();
  return {
    database,
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A migrated database and the HTTP app on top of it, for in-process requests (app.request). */
export async function createTestContext(
  limits: TestDatabaseLimits = {},
  auth: Partial<AppOptions['auth']> = {},
  { worker = false }: { worker?: boolean } = {},
): Promise<TestContext & { built: ReturnType<typeof buildApp> }> {
  const { database, close } = await createTestDatabase(limits, { worker });
  const built = buildApp({ database, readCacheTtlMs: 0, auth: { ...TEST_AUTH, ...auth } });
  return {
    database,
    app: built.app,
    built,
    progress: built.progress,
    // Progress refreshes scheduled by the last fills finish before the database goes.
    close: async () => {
      await built.progress.stop();
      await built.referrals.stop();
      await built.coach.settled();
      await close();
    },
  };
}

/** The tag of the newest committed migration, as /api/health should report it. */
export function latestMigrationTag(): string {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)!.tag;
}

// Database backup: an admin downloads a backup that restores into a fresh database with
// the same rows (PGlite: its data folder; PostgreSQL: pg_dump's custom format); the download is
// logged with its format and size; players and moderators are refused; a missing or failing
// pg_dump is a clear error, never an empty file.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKUP_FILE_NAME } from '#core/schemas/admin/backup';
import { queryRows } from '../../server/db/client';
import { lockDataFolder } from '../../server/db/data-lock';
import { HttpError } from '../../server/http/http-error';
import { startPgDump } from '../../server/modules/admin/backup/pg-dump';
import { adminLogs, ads } from '../../server/db/schema';
import type { SignedUpUser } from '../support/accounts';
import { createCompany, createNews } from '../support/factories';
import { signUpAs } from '../support/staff';
import { createTestContext, databaseUrlOf, testDriver, type TestContext } from '../support/test-database';

const TABLES = ['users', 'profiles', 'companies', 'news', 'ads', 'user_roles'] as const;
const hasPgTools = spawnSync('pg_dump', ['--version']).status === 0;

let ctx: TestContext;
let admin: SignedUpUser;

async function countRows(query: (sql: string) => Promise<{ n: number }[]>) {
  const counts: Record<string, number> = {};
  for (const table of TABLES) counts[table] = (await query(`select count(*)::int as n from ${table}`))[0]!.n;
  return counts;
}

async function seedSomeRows() {
  const company = await createCompany(ctx.database.db, { name: 'Backed Up Co' });
  await createNews(ctx.database.db, company.id);
  await ctx.database.db.insert(ads).values({ title: 'Backed up ad', imageUrl: '/ads/academy.svg' });
  await signUpAs(ctx, 'user');
}

/** npm run db:restore as an operator runs it (without DATABASE_URL: the PGlite path). */
function runRestore(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['scripts/run-entry.mjs', 'server/db/restore-command.ts', ...args], { env });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, out, err })));
}

const backupLogs = () => ctx.database.db.select().from(adminLogs).where(eq(adminLogs.action, 'backup.download'));

describe('database backup', () => {
  beforeEach(async () => {
    ctx = await createTestContext();
    admin = await signUpAs(ctx, 'admin');
  });
  afterEach(() => ctx.close());

  it.runIf(testDriver() === 'pglite')(
    'PGlite: a gzipped data folder that loads into a fresh PGlite with the same rows, logged',
    async () => {
      await seedSomeRows();
      const before = await countRows((q) => queryRows<{ n: number }>(ctx.database.db, sql.raw(q)));

      const res = await admin.client.get('/api/admin/backup');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/gzip');
      const fileName = /attachment; filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
      expect(fileName).toMatch(BACKUP_FILE_NAME);
      expect(fileName).toMatch(/\.tar\.gz$/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]); // gzip

      const restored = await PGlite.create({ loadDataDir: new Blob([bytes]) });
      try {
        expect(await countRows(async (q) => (await restored.query<{ n: number }>(q)).rows)).toEqual(before);
        const { rows } = await restored.query<{ name: string }>(
          `select name from companies where name = 'Backed Up Co'`,
        );
        expect(rows).toHaveLength(1);
      } finally {
        await restored.close();
      }

      const logged = await backupLogs();
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({
        userId: admin.id,
        details: { details: { format: 'pglite-tar-gz', bytes: bytes.length, complete: true } },
      });
    },
  );

  it.runIf(testDriver() === 'postgres' && hasPgTools)(
    'PostgreSQL: pg_dump custom format that pg_restore loads into a fresh database with the same rows, logged',
    async () => {
      await seedSomeRows();
      const sourceUrl = databaseUrlOf(ctx.database);
      const source = postgres(sourceUrl, { max: 1, onnotice: () => {} });
      const before = await countRows((q) => source.unsafe<{ n: number }[]>(q));
      await source.end();

      const res = await admin.client.get('/api/admin/backup');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="bolts-\d{8}-\d{6}\.dump"/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('PGDMP');

      const dir = mkdtempSync(path.join(tmpdir(), 'bolts-backup-'));
      const server = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      const target = `bolts_restore_${Date.now()}`;
      try {
        writeFileSync(path.join(dir, 'b.dump'), bytes);
        await server.unsafe(`create database ${target}`);
        const targetUrl = new URL(sourceUrl);
        targetUrl.pathname = `/${target}`;
        execFileSync('pg_restore', ['--no-owner', `--dbname=${targetUrl}`, path.join(dir, 'b.dump')]);
        const restored = postgres(targetUrl.toString(), { max: 1, onnotice: () => {} });
        try {
          expect(await countRows((q) => restored.unsafe<{ n: number }[]>(q))).toEqual(before);
        } finally {
          await restored.end();
        }
      } finally {
        await server.unsafe(`drop database if exists ${target} with (force)`);
        await server.end();
        rmSync(dir, { recursive: true, force: true });
      }

      // Logged once pg_dump has finished, with what was sent.
      await vi.waitFor(async () => expect(await backupLogs()).toHaveLength(1));
      expect((await backupLogs())[0]).toMatchObject({
        userId: admin.id,
        details: { details: { format: 'pg_dump-custom', bytes: bytes.length, complete: true } },
      });
    },
  );

  it.runIf(testDriver() === 'postgres' && hasPgTools)('PostgreSQL: an abandoned download stops pg_dump', async () => {
    const dump = await startPgDump(databaseUrlOf(ctx.database));
    const reader = dump.body.getReader();
    expect((await reader.read()).value!.length).toBeGreaterThan(0);
    await reader.cancel();
    expect(await dump.finished).toMatchObject({ complete: false });
  });

  it.runIf(testDriver() === 'pglite')(
    'PGlite: npm run db:restore loads the file into a data folder, refusing one that holds data without --force',
    async () => {
      await seedSomeRows();
      const res = await admin.client.get('/api/admin/backup');
      const dir = mkdtempSync(path.join(tmpdir(), 'bolts-restore-'));
      const file = path.join(dir, 'bolts-20260101-000000.tar.gz');
      const dataDir = path.join(dir, 'data');
      writeFileSync(file, new Uint8Array(await res.arrayBuffer()));
      const restore = (...args: string[]) => runRestore([file, '--data-dir', dataDir, ...args]);
      try {
        expect(await restore()).toMatchObject({
          code: 0,
          out: expect.stringMatching(/Restored into .* \(1 companies\)/),
        });
        const again = await restore();
        expect(again).toMatchObject({ code: 1, err: expect.stringMatching(/already holds a database.*--force/) });

        // While an app holds the folder's lock, even --force is refused.
        const release = await lockDataFolder(dataDir);
        try {
          expect(await restore('--force')).toMatchObject({ code: 1, err: expect.stringMatching(/Stop it first/) });
        } finally {
          await release();
        }

        expect(await restore('--force')).toMatchObject({
          code: 0,
          out: expect.stringMatching(/kept at .*before-restore/),
        });
        const restored = await PGlite.create({ dataDir });
        try {
          const { rows } = await restored.query<{ n: number }>(`select count(*)::int as n from companies`);
          expect(rows[0]!.n).toBe(1);
        } finally {
          await restored.close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('is for admins only: a player and a moderator are refused, nothing logged', async () => {
    for (const role of ['user', 'moderator'] as const) {
      const other = await signUpAs(ctx, role);
      expect((await other.client.get('/api/admin/backup')).status).toBe(403);
    }
    expect(await backupLogs()).toEqual([]);
  });
});

describe('pg_dump failures', () => {
  it('a missing pg_dump is a 503 that says what to install', async () => {
    const err = await startPgDump('postgres://u:secret@127.0.0.1:1/db', '/nonexistent/pg_dump').catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 503, code: 'backup_unavailable', message: /pg_dump is not installed/ });
  });

  it.runIf(hasPgTools)('a pg_dump that cannot connect is a 500 with its reason, not an empty file', async () => {
    // Port 1: nothing listens there, so pg_dump fails before writing a byte.
    const err = await startPgDump('postgres://u:secret@127.0.0.1:1/db').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 500, code: 'backup_failed', message: /^pg_dump failed: connection to server/ });
    // The password travels in PGPASSWORD, never in the arguments or the message.
    expect((err as Error).message).not.toContain('secret');
  });
});

// npm run db:to-postgres: a PGlite data folder with players, trades and a resting
// order moves into an empty PostgreSQL database; the app on PostgreSQL then signs the same player
// in with the same password and shows the same holdings and balance; a second move into the now
// full database is refused and changes nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { CONSISTENCY_CHECKS } from '../../server/db/consistency';
import { buildApp } from '../../server/http/app';
import { PASSWORD, signUpByEmail } from '../support/accounts';
import { createCompany } from '../support/factories';
import { sessionClient } from '../support/session-client';
import { createTestDatabase, databaseUrlOf, TEST_AUTH, testDriver } from '../support/test-database';

function runMove(env: Record<string, string>, args: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['scripts/run-entry.mjs', 'server/db/move-command.ts', ...args], {
    env: { ...process.env, ...env },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, out })));
}

/** The app on a database, as a TestContext for the account helpers. */
function appOn(database: Database) {
  const built = buildApp({ database, readCacheTtlMs: 0, auth: TEST_AUTH });
  return { ctx: { database, app: built.app, close: async () => {} }, stop: () => built.progress.stop() };
}

describe.runIf(testDriver() === 'postgres')('moving a PGlite data folder to PostgreSQL', () => {
  let dir: string;
  let target: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bolts-move-'));
    target = await createTestDatabase();
  });
  afterAll(async () => {
    await target?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies everything, so a player signs in on PostgreSQL and finds their portfolio', async () => {
    const dataDir = path.join(dir, 'data');
    const folder = await openDatabase({ driver: 'pglite', dataDir });
    await folder.migrate();
    const onFolder = appOn(folder);
    const company = await createCompany(folder.db, { currentPriceMinor: 10_000 });
    const player = await signUpByEmail(onFolder.ctx);
    const buy = await player.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 7 });
    expect(buy.status).toBe(201);
    const rest = await player.client.post('/api/orders', {
      companyId: company.id,
      side: 'sell',
      type: 'limit',
      quantity: 2,
      limitPriceMinor: 50_000,
    });
    expect(rest.status).toBe(201);
    const before = await (await player.client.get('/api/portfolio')).json();
    await onFolder.stop();
    await folder.close();

    const env = { DATABASE_URL: databaseUrlOf(target.database) };
    const moved = await runMove(env, ['--data-dir', dataDir]);
    expect(moved.out).toMatch(
      new RegExp(`Moved \\d+ rows in \\d+ tables; all ${CONSISTENCY_CHECKS.length} consistency checks pass`),
    );
    expect(moved.code).toBe(0);

    const onPostgres = appOn(target.database);
    try {
      const again = sessionClient(onPostgres.ctx);
      const signIn = await again.post('/api/auth/sign-in/email', { email: player.email, password: PASSWORD });
      expect(signIn.status).toBe(200);
      expect(await (await again.get('/api/portfolio')).json()).toEqual(before);
      const orders = (await (await again.get('/api/orders')).json()) as { orders: { status: string }[] };
      expect(orders.orders.map((o) => o.status)).toContain('open');
      // New rows get new ids after the copied ones (the sequences moved on).
      const another = await signUpByEmail(onPostgres.ctx);
      expect(
        (await another.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 1 })).status,
      ).toBe(201);
    } finally {
      await onPostgres.stop();
    }

    // The database is no longer empty: a second move is refused.
    const second = await runMove(env, ['--data-dir', dataDir]);
    expect(second.code).toBe(2);
    expect(second.out).toContain('already holds data');
    // Two child processes and a data folder of its own: slower than the suite's default allows.
  }, 90_000);
});

// Start-up and shutdown of the real server on a real data folder: the first start migrates and
// seeds, a restart keeps the data, and a second owner of the same folder is refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { DataFolderLockedError, lockDataFolder } from '../../server/db/data-lock';
import { startServer } from '../../server/start';
import { createTestDatabase, databaseUrlOf, latestMigrationTag, testDriver } from '../support/test-database';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bolts-lifecycle-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const quiet = () => {};

describe.runIf(testDriver() === 'pglite')('server on an embedded data folder', () => {
  it('keeps its data across a graceful stop and a restart', async () => {
    const dataDir = tempDir();
    const config = loadConfig({ BOLTS_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', BOLTS_WEB_DIR: tempDir() });

    const first = await startServer(config, quiet);
    const before = await (await fetch(`${first.url}/api/companies`)).json();
    expect(before.companies).toHaveLength(48);
    await first.stop();

    const second = await startServer(config, quiet);
    try {
      const health = await (await fetch(`${second.url}/api/health`)).json();
      expect(health).toEqual({ status: 'ok', database: 'pglite', migration: latestMigrationTag() });
      const after = await (await fetch(`${second.url}/api/companies`)).json();
      expect(after.companies.map((c: { id: string }) => c.id)).toEqual(
        before.companies.map((c: { id: string }) => c.id),
      );
    } finally {
      await second.stop();
    }
  });

  it('refuses a second owner of the same data folder with a clear message', async () => {
    const dataDir = tempDir();
    const release = await lockDataFolder(dataDir);
    try {
      const error = await lockDataFolder(dataDir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataFolderLockedError);
      expect((error as Error).message).toMatch(/already using the data folder/);
      const config = loadConfig({ BOLTS_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
      await expect(startServer(config, quiet)).rejects.toBeInstanceOf(DataFolderLockedError);
    } finally {
      await release();
    }
    // Once released, the folder can be taken again.
    const again = await lockDataFolder(dataDir);
    await again();
  });
});

describe.runIf(testDriver() === 'postgres')('server on PostgreSQL', () => {
  it('lets two servers start at once on one database, migrating and seeding it once, and restart with its data', async () => {
    // A fresh database on the test server; the servers connect with DATABASE_URL as in production.
    const { database, close } = await createTestDatabase();
    await database.close();
    const url = databaseUrlOf(database);
    const config = loadConfig({ DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', BOLTS_WEB_DIR: tempDir() });
    const [a, b] = await Promise.all([startServer(config, quiet), startServer(config, quiet)]);
    let c: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      const fromA = await (await fetch(`${a.url}/api/companies`)).json();
      const fromB = await (await fetch(`${b.url}/api/companies`)).json();
      expect(fromA.companies).toHaveLength(48);
      expect(fromB).toEqual(fromA);
      expect(await (await fetch(`${b.url}/api/health`)).json()).toEqual({
        status: 'ok',
        database: 'postgres',
        migration: latestMigrationTag(),
      });
      await a.stop();
      c = await startServer(config, quiet);
      expect(await (await fetch(`${c.url}/api/companies`)).json()).toEqual(fromA);
    } finally {
      await Promise.all([a.stop(), b.stop(), c?.stop()]);
      await close();
    }
  });
});

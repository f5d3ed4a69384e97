// `npm run db:check`: runs the books' invariants (server/db/consistency.ts) against the app's
// database (DATABASE_URL, or the PGlite folder BOLTS_DATA_DIR, default ./data), prints each with
// the first rows that break it, and exits 1 if any does. On PostgreSQL it runs beside a live app;
// an embedded database can only be opened by one process, so stop the app first.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from './client';
import { checkConsistency } from './consistency';
import { DataFolderLockedError, lockDataFolder } from './data-lock';

async function open(): Promise<{ database: Database; where: string; release: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await openDatabase({ driver: 'postgres', url, maxConnections: 1 });
    return { database, where: `PostgreSQL ${new URL(url).host}${new URL(url).pathname}`, release: async () => {} };
  }
  const dataDir = path.resolve(process.env.BOLTS_DATA_DIR ?? './data');
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) {
    throw new Error(`No database in ${dataDir}: set BOLTS_DATA_DIR (or DATABASE_URL for PostgreSQL).`);
  }
  let release: () => Promise<void>;
  try {
    release = await lockDataFolder(dataDir);
  } catch (err) {
    if (err instanceof DataFolderLockedError) {
      throw new Error(
        `The app is running on ${dataDir}; an embedded database opens in one process only. Stop it first.`,
        { cause: err },
      );
    }
    throw err;
  }
  const database = await openDatabase({ driver: 'pglite', dataDir });
  return { database, where: `PGlite ${dataDir}`, release };
}

export async function main(): Promise<number> {
  let opened: Awaited<ReturnType<typeof open>>;
  try {
    opened = await open();
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  const { database, where, release } = opened;
  try {
    console.log(`Bolts consistency check: ${where}`);
    const results = await checkConsistency(database.db);
    for (const r of results) {
      console.log(`  ${r.count === 0 ? 'ok  ' : 'FAIL'}  ${r.name}: ${r.rule}${r.count ? ` (${r.count} broken)` : ''}`);
      for (const v of r.examples) console.log(`          ${v.subject}: expected ${v.expected}, found ${v.actual}`);
    }
    const failed = results.filter((r) => r.count > 0).length;
    console.log(
      failed === 0 ? `All ${results.length} checks passed.` : `${failed} of ${results.length} checks failed.`,
    );
    return failed === 0 ? 0 : 1;
  } catch (err) {
    console.error(`The check could not run: ${(err as Error).message}`);
    return 2;
  } finally {
    await database.close();
    await release();
  }
}

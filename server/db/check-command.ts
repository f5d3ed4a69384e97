// `npm run db:check`: runs the books' invariants (server/db/consistency.ts) against the app's
// database (DATABASE_URL, or the PGlite folder BOLTS_DATA_DIR, default ./data), prints each with
// the first rows that break it, and exits 1 if any does. On PostgreSQL it runs beside a live app;
// an embedded database can only be opened by one process, so stop the app first.
import { openDatabase } from './client';
import { checkConsistency } from './consistency';
import { describeUrl } from './connection-url';
import { dataFolderOf, openDataFolder } from './open-data-folder';

async function open() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await openDatabase({ driver: 'postgres', url, maxConnections: 1 });
    return { database, where: `PostgreSQL ${describeUrl(url)}`, close: () => database.close() };
  }
  const folder = await openDataFolder(dataFolderOf());
  return { database: folder.database, where: `PGlite ${folder.dataDir}`, close: folder.close };
}

export async function main(): Promise<number> {
  let opened: Awaited<ReturnType<typeof open>>;
  try {
    opened = await open();
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  const { database, where, close } = opened;
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
    await close();
  }
}

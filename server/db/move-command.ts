// `DATABASE_URL=postgres://… npm run db:to-postgres [-- --data-dir DIR]`: moves the PGlite data
// folder (BOLTS_DATA_DIR, default ./data) into that empty PostgreSQL database (see
// move-to-postgres.ts), then says how to start the app on it. Stop the app first; the folder is
// left as it was. Exit 0 when moved and every check holds, 1 otherwise, 2 when it could not run.
import { parseArgs } from 'node:util';
import { openDatabase } from './client';
import { moveToPostgres } from './move-to-postgres';
import { describeUrl } from './connection-url';
import { dataFolderOf, openDataFolder } from './open-data-folder';

export async function main(args: string[] = []): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to the empty PostgreSQL database to move into.');
    return 2;
  }
  let dataDir: string;
  try {
    dataDir = dataFolderOf(parseArgs({ args, options: { 'data-dir': { type: 'string' } } }).values['data-dir']);
  } catch (err) {
    console.error(`${(err as Error).message}\nusage: npm run db:to-postgres -- [--data-dir DIR]`);
    return 2;
  }
  let folder;
  try {
    folder = await openDataFolder(dataDir);
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  const target = await openDatabase({ driver: 'postgres', url, maxConnections: 2 });
  try {
    console.log(`Moving PGlite ${dataDir} into PostgreSQL ${describeUrl(url)}:`);
    const report = await moveToPostgres(folder.database, target, (line) => console.log(line));
    const failed = report.checks.filter((c) => c.count > 0);
    for (const c of failed) console.log(`  FAIL  ${c.name}: ${c.rule} (${c.count} broken)`);
    const rows = report.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      failed.length === 0
        ? `Moved ${rows} rows in ${report.tables.length} tables; all ${report.checks.length} consistency checks pass.\n` +
            'Start the app with this DATABASE_URL set; the data folder was left as it was.'
        : `Moved ${rows} rows, but ${failed.length} consistency checks fail (they failed in the folder too).`,
    );
    return failed.length === 0 ? 0 : 1;
  } catch (err) {
    console.error(`Nothing was moved: ${(err as Error).message}`);
    return 2;
  } finally {
    await target.close();
    await folder.close();
  }
}

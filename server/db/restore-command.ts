// `npm run db:restore -- <file>`: restores a backup downloaded from /admin/backup. Stop the app first.
//   PGlite (no DATABASE_URL): bolts-YYYYMMDD-HHMMSS.tar.gz [--data-dir DIR] [--force]
//     Loads the data folder (BOLTS_DATA_DIR, default ./data) from the file. A folder that already
//     holds data is only replaced with --force, and then kept aside as <folder>.before-restore-<time>.
//   PostgreSQL (DATABASE_URL set): bolts-YYYYMMDD-HHMMSS.dump
//     Runs pg_restore --clean --if-exists into that database (the tables are replaced).
// Exit 0 when restored, 1 when refused or failed (nothing changed).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { passwordApart, pgToolEnv } from './connection-url';
import { isDataFolderLocked } from './data-lock';
import { dataFolderOf } from './open-data-folder';

const USAGE = 'usage: npm run db:restore -- <backup file> [--data-dir DIR] [--force]';

class Refused extends Error {}

function restorePostgres(url: string, file: string) {
  if (!file.endsWith('.dump'))
    throw new Refused('With DATABASE_URL set, restore a .dump file (pg_dump custom format).');
  const { dbname, password } = passwordApart(url);
  const result = spawnSync(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', `--dbname=${dbname}`, file],
    { stdio: 'inherit', env: pgToolEnv(password) },
  );
  if (result.error) {
    throw new Refused(
      `pg_restore could not run (${result.error.message}); install the PostgreSQL client tools (Debian: postgresql-client).`,
    );
  }
  if (result.status !== 0) throw new Refused(`pg_restore exited with ${result.status}; see its messages above.`);
  console.log('Restored into the PostgreSQL database. Start the app with npm start.');
}

async function restorePglite(dataDir: string, file: string, force: boolean) {
  if (!file.endsWith('.tar.gz'))
    throw new Refused('Without DATABASE_URL, restore a .tar.gz file (the PGlite data folder).');
  const hasData = existsSync(dataDir) && readdirSync(dataDir).length > 0;
  // Checked, not taken: the folder (with a lock in it) may be moved aside below.
  if (hasData && (await isDataFolderLocked(dataDir)))
    throw new Refused(`The app is running on ${dataDir}. Stop it first.`);
  if (hasData && !force) {
    throw new Refused(`${dataDir} already holds a database. Stop the app and run again with --force to replace it.`);
  }
  const aside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[-:.]/g, '')}`;
  if (hasData) renameSync(dataDir, aside);
  else if (existsSync(dataDir)) rmSync(dataDir, { recursive: true });
  try {
    const db = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
    const { rows } = await db.query<{ companies: number }>('select count(*)::int as companies from companies');
    await db.close();
    if (hasData) console.log(`The previous data folder is kept at ${aside}.`);
    console.log(`Restored into ${dataDir} (${rows[0]!.companies} companies). Start the app with npm start.`);
  } catch (err) {
    // Leave things as they were: the half-loaded folder goes, the previous one comes back.
    rmSync(dataDir, { recursive: true, force: true });
    if (hasData) renameSync(aside, dataDir);
    throw new Refused(`Could not restore ${file}: ${(err as Error).message}`);
  }
}

export async function main(args: string[] = []): Promise<number> {
  try {
    let parsed;
    try {
      parsed = parseArgs({
        args,
        allowPositionals: true,
        options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } },
      });
    } catch (err) {
      throw new Refused(`${(err as Error).message}\n${USAGE}`);
    }
    const [file, ...extra] = parsed.positionals;
    if (!file || extra.length > 0) throw new Refused(USAGE);
    if (!existsSync(file)) throw new Refused(`No such file: ${file}`);
    if (process.env.DATABASE_URL) restorePostgres(process.env.DATABASE_URL, file);
    else await restorePglite(dataFolderOf(parsed.values['data-dir']), file, parsed.values.force);
    return 0;
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    console.error(err.message);
    return 1;
  }
}

// Restores a backup downloaded from /admin/backup. Stop the app first.
//   PGlite (no DATABASE_URL):  npm run db:restore -- bolts-YYYYMMDD-HHMMSS.tar.gz [--data-dir DIR] [--force]
//     Loads the data folder (BOLTS_DATA_DIR, default ./data) from the file. A folder that already
//     holds data is only replaced with --force, and then kept aside as <folder>.before-restore-<time>.
//   PostgreSQL (DATABASE_URL set): npm run db:restore -- bolts-YYYYMMDD-HHMMSS.dump
//     Runs pg_restore --clean --if-exists into that database (the tables are replaced).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import lockfile from 'proper-lockfile';

const USAGE = 'usage: npm run db:restore -- <backup file> [--data-dir DIR] [--force]';

function fail(message) {
  console.error(message);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } },
  });
} catch (err) {
  fail(`${err.message}\n${USAGE}`);
}
const [file, ...extra] = parsed.positionals;
if (!file || extra.length > 0) fail(USAGE);
if (!existsSync(file)) fail(`No such file: ${file}`);

/** The URL without its password, which goes in PGPASSWORD (arguments are visible to local users). */
function connectionOf(url) {
  try {
    const parsedUrl = new URL(url);
    const password = parsedUrl.password ? decodeURIComponent(parsedUrl.password) : undefined;
    parsedUrl.password = '';
    return { dbname: parsedUrl.toString(), password };
  } catch {
    return { dbname: url, password: undefined };
  }
}

async function restorePostgres(url) {
  if (!file.endsWith('.dump')) fail('With DATABASE_URL set, restore a .dump file (pg_dump custom format).');
  const { dbname, password } = connectionOf(url);
  const result = spawnSync(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', `--dbname=${dbname}`, file],
    {
      stdio: 'inherit',
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    },
  );
  if (result.error) {
    fail(
      `pg_restore could not run (${result.error.message}); install the PostgreSQL client tools (Debian: postgresql-client).`,
    );
  }
  if (result.status !== 0) fail(`pg_restore exited with ${result.status}; see its messages above.`);
  console.log('Restored into the PostgreSQL database. Start the app with npm start.');
}

async function restorePglite(dataDir) {
  if (!file.endsWith('.tar.gz')) fail('Without DATABASE_URL, restore a .tar.gz file (the PGlite data folder).');
  const hasData = existsSync(dataDir) && readdirSync(dataDir).length > 0;
  // A running app holds the folder's lock (server/db/data-lock.ts, same file and staleness):
  // replacing the folder under it would lose or corrupt data.
  if (hasData && (await lockfile.check(dataDir, { lockfilePath: path.join(dataDir, 'bolts.lock'), stale: 10_000 }))) {
    fail(`The app is running on ${dataDir}. Stop it first.`);
  }
  if (hasData && !parsed.values.force) {
    fail(`${dataDir} already holds a database. Stop the app and run again with --force to replace it.`);
  }
  const aside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[-:.]/g, '')}`;
  if (hasData) renameSync(dataDir, aside);
  else if (existsSync(dataDir)) rmSync(dataDir, { recursive: true });
  try {
    const db = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
    const { rows } = await db.query('select count(*)::int as companies from companies');
    await db.close();
    if (hasData) console.log(`The previous data folder is kept at ${aside}.`);
    console.log(`Restored into ${dataDir} (${rows[0].companies} companies). Start the app with npm start.`);
  } catch (err) {
    // Leave things as they were: the half-loaded folder goes, the previous one comes back.
    rmSync(dataDir, { recursive: true, force: true });
    if (hasData) renameSync(aside, dataDir);
    fail(`Could not restore ${file}: ${err.message}`);
  }
}

if (process.env.DATABASE_URL) await restorePostgres(process.env.DATABASE_URL);
else await restorePglite(path.resolve(parsed.values['data-dir'] ?? process.env.BOLTS_DATA_DIR ?? './data'));

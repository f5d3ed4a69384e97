// Restores a backup downloaded from /admin/backup. Stop the app first.
//   PGlite (no DATABASE_URL):  npm run db:restore -- bolts-YYYYMMDD-HHMMSS.tar.gz [--data-dir ./data] [--force]
//     Loads the data folder from the file. A folder that already holds data is kept aside as
//     <folder>.before-restore-<time> (only with --force; without it nothing is touched).
//   PostgreSQL (DATABASE_URL set): npm run db:restore -- bolts-YYYYMMDD-HHMMSS.dump
//     Runs pg_restore --clean --if-exists into that database.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import lockfile from 'proper-lockfile';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const force = args.includes('--force');
const dataDirArg = args[args.indexOf('--data-dir') + 1];
const dataDir = path.resolve(
  args.includes('--data-dir') && dataDirArg ? dataDirArg : (process.env.BOLTS_DATA_DIR ?? './data'),
);

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!file || !existsSync(file)) fail('usage: npm run db:restore -- <backup file> [--data-dir DIR] [--force]');

if (process.env.DATABASE_URL) {
  if (!file.endsWith('.dump')) fail('With DATABASE_URL set, restore a .dump file (pg_dump custom format).');
  const result = spawnSync(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', `--dbname=${process.env.DATABASE_URL}`, file],
    { stdio: 'inherit' },
  );
  if (result.error) fail(`pg_restore could not run (${result.error.message}); install the PostgreSQL client tools.`);
  if (result.status !== 0) fail(`pg_restore exited with ${result.status}.`);
  console.log('Restored into the PostgreSQL database.');
} else {
  if (!file.endsWith('.tar.gz')) fail('Without DATABASE_URL, restore a .tar.gz file (the PGlite data folder).');
  // A running app holds the folder's lock (server/db/data-lock.ts): restoring under it would corrupt it.
  if (
    existsSync(dataDir) &&
    (await lockfile.check(dataDir, { lockfilePath: path.join(dataDir, 'bolts.lock'), stale: 10_000 }))
  ) {
    fail(`The app is running on ${dataDir}. Stop it first.`);
  }
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    if (!force) fail(`${dataDir} already holds a database. Stop the app and run again with --force to replace it.`);
    const aside = `${dataDir}.before-restore-${Date.now()}`;
    renameSync(dataDir, aside);
    console.log(`The previous data folder is kept at ${aside}.`);
  }
  const db = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  const { rows } = await db.query('select count(*)::int as n from companies');
  await db.close();
  console.log(`Restored into ${dataDir} (${rows[0].n} companies). Start the app with npm start.`);
}

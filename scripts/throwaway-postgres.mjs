// Starts a throwaway PostgreSQL 15 for local runs and prints its URL and how to stop it. Needs root
// (PostgreSQL runs as the postgres user). `node scripts/throwaway-postgres.mjs stop DIR` stops it.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { PGBIN, startThrowawayPostgres } from './lib/postgres.mjs';

if (process.argv[2] === 'stop') {
  const dir = process.argv[3];
  execFileSync('runuser', [
    '-u',
    'postgres',
    '--',
    path.join(PGBIN, 'pg_ctl'),
    '-D',
    `${dir}/data`,
    '-m',
    'fast',
    '-w',
    'stop',
  ]);
  rmSync(dir, { recursive: true, force: true });
} else {
  const pg = await startThrowawayPostgres({ settings: { max_connections: 200 } });
  console.log(`TEST_DATABASE_URL=${pg.url}`);
  console.log(`stop with: node scripts/throwaway-postgres.mjs stop ${pg.dir}`);
}

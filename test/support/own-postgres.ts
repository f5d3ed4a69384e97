// A PostgreSQL server of a test's own, for the tests that stop and start it under a running app
// (the shared TEST_DATABASE_URL server must stay up for the other test files). initdb and start
// take about a second. PostgreSQL refuses to run as root, so it runs as the `postgres` system user;
// this needs root and Debian's postgresql-15 (what .ci/run installs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PGBIN = '/usr/lib/postgresql/15/bin';

/** Whether this machine can run a server of the test's own (root, PostgreSQL 15's binaries). */
export function canRunOwnPostgres(): boolean {
  return process.getuid?.() === 0 && existsSync(path.join(PGBIN, 'pg_ctl'));
}

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** A fast shutdown: sessions are ended, data is kept. */
  stop(): void;
  /** Starts it again on the same port and data. */
  start(): void;
  /** Stops it and deletes its data. */
  destroy(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bolts-own-pg-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  chownSync(dir, uid, uid);
  const port = await freePort();
  const asPostgres = (bin: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(PGBIN, bin), ...args], { stdio: 'pipe' });
  asPostgres('initdb', [
    '-D',
    `${dir}/data`,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  const start = () => asPostgres('pg_ctl', ['-D', `${dir}/data`, '-l', `${dir}/log`, '-w', '-o', options, 'start']);
  const stop = () => asPostgres('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']);
  start();
  let destroyed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

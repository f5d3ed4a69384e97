// Throwaway PostgreSQL servers and free ports for tests, benches and local runs: one place that
// knows how to start Debian's PostgreSQL 15 as the `postgres` user (it refuses to run as root),
// in a temporary folder, on a free loopback port.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PGBIN = '/usr/lib/postgresql/15/bin';

/** A TCP port nobody listens on right now, on `host`. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, host, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Whether this machine can start a throwaway server (root, PostgreSQL 15's binaries). */
export function canRunThrowawayPostgres() {
  return process.getuid?.() === 0 && existsSync(path.join(PGBIN, 'pg_ctl'));
}

/**
 * initdb and start a server in a new temporary folder. `settings` are extra `-c` options
 * (e.g. { max_connections: 200 }); fsync is off unless `durable`. Returns its URL and controls.
 */
export async function startThrowawayPostgres({ settings = {}, durable = false, prefix = 'bolts-pg-' } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(dir, uid, gid);
  const port = await freePort();
  const asPostgres = (bin, args) =>
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
  const options = [
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`,
    ...(durable ? [] : ['-c fsync=off']),
    ...Object.entries(settings).map(([key, value]) => `-c ${key}=${value}`),
  ].join(' ');
  const start = () => asPostgres('pg_ctl', ['-D', `${dir}/data`, '-l', `${dir}/log`, '-w', '-o', options, 'start']);
  const stop = () => asPostgres('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']);
  start();
  let destroyed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    port,
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

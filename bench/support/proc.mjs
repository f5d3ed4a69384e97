// CPU time and memory of processes from /proc (Linux; 100 clock ticks a second here), for the
// benches that say where the CPU of a request or a trade goes (our server, PostgreSQL, the load
// client) and whether the server's memory holds; and a clean stop of a child process.
import { readdirSync, readFileSync } from 'node:fs';
import postgres from 'postgres';

/** The fields of /proc/PID/stat after the process name. */
const statOf = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');

/**
 * CPU seconds (user + system) a process has used, with those of the children it has waited for
 * when asked; undefined once the process is gone.
 */
export function cpuSeconds(pid, { withChildren = false } = {}) {
  try {
    // utime, stime, cutime, cstime are fields 14-17 of the whole line (11-14 after the name).
    const [utime, stime, cutime, cstime] = statOf(pid).slice(11, 15).map(Number);
    return (utime + stime + (withChildren ? cutime + cstime : 0)) / 100;
  } catch {
    return undefined;
  }
}

function childrenOf(pid) {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return statOf(d)[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The postmaster of the PostgreSQL server at `url` (it must run on this machine). */
export async function postmasterPidOf(url) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const [{ pid }] = await sql`select pg_backend_pid() as pid`;
  // Read while the backend lives: it exits with the connection.
  const postmaster = Number(statOf(pid)[1]);
  await sql.end();
  return postmaster;
}

/** PostgreSQL's CPU seconds so far: the postmaster, its finished children and its live ones. */
export function postgresCpu(postmasterPid) {
  return (
    (cpuSeconds(postmasterPid, { withChildren: true }) ?? 0) +
    childrenOf(postmasterPid).reduce((sum, pid) => sum + (cpuSeconds(pid) ?? 0), 0)
  );
}

/** A process's resident memory and its peak, in MB; undefined once the process is gone. */
export function memoryMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

/** Sends SIGTERM to a child process and resolves once it has exited (at once if it already has). */
export function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/**
 * What a production server needs to start (server/config.ts refuses less), for a bench serving
 * at `origin`: a fixed secret, the origin as its public URL, an admin password of its own.
 */
export function productionEnv(origin) {
  return {
    NODE_ENV: 'production',
    BOLTS_AUTH_SECRET: 'bench-only-secret-not-for-real-use-0123456789',
    BOLTS_PUBLIC_URL: origin,
    BOLTS_ADMIN_PASSWORD: 'bench-only-admin-password',
  };
}

// PGlite has no lock between processes: two servers on one data folder silently lose writes.
// The server therefore owns its data folder through a lock and a second process refuses to start.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataFolderLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Bolts server is already using the data folder ${dataDir}. ` +
        'Stop that server first (only one process may own an embedded database), ' +
        'choose another folder with BOLTS_DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
    );
    this.name = 'DataFolderLockedError';
  }
}

const lockfilePath = (dataDir: string) => path.join(dataDir, 'bolts.lock');
/** Who holds the lock: { pid, host }, so a restart after a crash need not wait for staleness. */
const ownerPath = (dataDir: string) => path.join(dataDir, 'bolts.lock.owner');
/** A crashed owner's lock is taken over after it stops refreshing for this long. */
const STALE_MS = 10_000;

/**
 * True while a server owns the folder. For tools that must not take the lock themselves (a restore
 * moves the folder, lock and all, aside).
 */
export function isDataFolderLocked(dataDir: string): Promise<boolean> {
  return lockfile.check(dataDir, { lockfilePath: lockfilePath(dataDir), stale: STALE_MS });
}

/** Takes the folder's lock or throws DataFolderLockedError. Resolves to the release function. */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await takeLock(dataDir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    // A server killed outright (SIGKILL, out of memory) leaves its lock behind; when its process
    // is gone from this machine, take the folder at once rather than after STALE_MS, so a
    // supervisor's immediate restart works. PGlite replays its write-ahead log on open.
    if (!ownerIsGone(dataDir)) throw new DataFolderLockedError(dataDir);
    rmSync(lockfilePath(dataDir), { recursive: true, force: true });
    try {
      return await takeLock(dataDir);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataFolderLockedError(dataDir);
      throw again;
    }
  }
}

/** True when the recorded owner ran on this machine and its process no longer exists. */
function ownerIsGone(dataDir: string): boolean {
  let owner: { pid?: unknown; host?: unknown };
  try {
    owner = JSON.parse(readFileSync(ownerPath(dataDir), 'utf8')) as typeof owner;
  } catch {
    return false; // no record (an older server, or another tool): wait for staleness as before
  }
  if (owner.host !== hostname() || typeof owner.pid !== 'number' || owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return false; // alive (or a reused pid: then staleness decides, as before)
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Takes the lock and records this process as its owner (read by ownerIsGone after a crash). */
async function takeLock(dataDir: string): Promise<() => Promise<void>> {
  const release = await lockfile.lock(dataDir, {
    lockfilePath: lockfilePath(dataDir),
    stale: STALE_MS,
    update: 2_000,
    onCompromised: (err) => {
      // Someone removed or took our lock: keep writing and we may corrupt data, so stop.
      console.error(`Lost the lock on ${dataDir}: ${err.message}. Stopping to protect the data.`);
      process.exit(1);
    },
  });
  writeFileSync(ownerPath(dataDir), JSON.stringify({ pid: process.pid, host: hostname() }));
  return release;
}

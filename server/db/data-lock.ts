// PGlite has no lock between processes: two servers on one data folder silently lose writes.
// The server therefore owns its data folder through a lock and a second process refuses to start.
import { mkdirSync } from 'node:fs';
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
    return await lockfile.lock(dataDir, {
      lockfilePath: lockfilePath(dataDir),
      stale: STALE_MS,
      update: 2_000,
      onCompromised: (err) => {
        // Someone removed or took our lock: keep writing and we may corrupt data, so stop.
        console.error(`Lost the lock on ${dataDir}: ${err.message}. Stopping to protect the data.`);
        process.exit(1);
      },
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataFolderLockedError(dataDir);
    throw err;
  }
}

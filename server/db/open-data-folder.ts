// The commands that work on a PGlite data folder (db:check, db:to-postgres) open it the way the
// server does: only while no server holds its lock (PGlite has no lock between processes, so two
// openers would corrupt it), and never create an empty one by mistake.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from './client';
import { DataFolderLockedError, lockDataFolder } from './data-lock';

export interface OpenedFolder {
  database: Database;
  dataDir: string;
  /** Closes the database and releases the folder. */
  close(): Promise<void>;
}

/** The folder from BOLTS_DATA_DIR (default ./data) unless given. */
export const dataFolderOf = (dir?: string) => path.resolve(dir ?? process.env.BOLTS_DATA_DIR ?? './data');

export async function openDataFolder(dataDir: string): Promise<OpenedFolder> {
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) {
    throw new Error(`No database in ${dataDir}: set BOLTS_DATA_DIR (or DATABASE_URL for PostgreSQL).`);
  }
  let release: () => Promise<void>;
  try {
    release = await lockDataFolder(dataDir);
  } catch (err) {
    if (err instanceof DataFolderLockedError) {
      throw new Error(
        `The app is running on ${dataDir}; an embedded database opens in one process only. Stop it first.`,
        { cause: err },
      );
    }
    throw err;
  }
  const database = await openDatabase({ driver: 'pglite', dataDir });
  return {
    database,
    dataDir,
    async close() {
      await database.close();
      await release();
    },
  };
}

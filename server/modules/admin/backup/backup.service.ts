// The admins' database backup (docs/rules.md#admin): a consistent copy of the whole database, logged as
// backup.download with its format and size.
import { sql } from 'drizzle-orm';
import { backupFileName, type BackupFormat } from '#core/schemas/admin/backup';
import { writeAudit } from '../audit';
import type { AdminDeps } from '../deps';
import { startPgDump } from './pg-dump';

export interface Backup {
  fileName: string;
  format: BackupFormat;
  body: ReadableStream<Uint8Array> | Blob;
  /** Known up front for PGlite; pg_dump's output is streamed as it comes. */
  size?: number;
}

export function createBackupService({ database }: Pick<AdminDeps, 'database'>) {
  const log = (actorId: string, format: BackupFormat, details: { bytes: number; complete: boolean }) =>
    writeAudit(database.db, actorId, { action: 'backup.download', details: { format, ...details } });

  return {
    async create(actorId: string, now = new Date()): Promise<Backup> {
      const source = database.backupSource();
      if (source.kind === 'pglite') {
        const format = 'pglite-tar-gz';
        // Inside a transaction no other transaction is half done (PGlite runs one at a time), and
        // the checkpoint writes every committed change into the data files being copied.
        const blob = await database.db.transaction(async (tx) => {
          await tx.execute(sql`checkpoint`);
          return source.dump();
        });
        await log(actorId, format, { bytes: blob.size, complete: true });
        return { fileName: backupFileName(now, format), format, body: blob, size: blob.size };
      }
      const format = 'pg_dump-custom';
      const dump = await startPgDump(source.url);
      // Logged once pg_dump is done (or the download was abandoned), with what was sent.
      void dump.finished
        .then((result) => log(actorId, format, result))
        .catch((err: unknown) => console.error('[backup] could not write the audit row', err));
      return { fileName: backupFileName(now, format), format, body: dump.body };
    },
  };
}

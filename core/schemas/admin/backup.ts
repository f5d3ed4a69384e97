// Database backup: what GET /api/admin/backup sends. On PostgreSQL it is pg_dump's
// custom format (restore with pg_restore); on PGlite the data folder as a gzipped tar (restore
// with npm run db:restore). The file is named for the moment it was made, in UTC.

export const BACKUP_FORMATS = {
  /** pg_dump --format=custom: starts with "PGDMP". */
  'pg_dump-custom': { extension: 'dump', contentType: 'application/octet-stream' },
  /** PGlite's dumpDataDir('gzip'): a tar.gz of its data folder. */
  'pglite-tar-gz': { extension: 'tar.gz', contentType: 'application/gzip' },
} as const;
export type BackupFormat = keyof typeof BACKUP_FORMATS;

/** "bolts-YYYYMMDD-HHMMSS.<extension>", in UTC. */
export function backupFileName(at: Date, format: BackupFormat): string {
  const stamp = at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `bolts-${stamp}.${BACKUP_FORMATS[format].extension}`;
}

export const BACKUP_FILE_NAME = /^bolts-\d{8}-\d{6}\.(dump|tar\.gz)$/;

import { describe, expect, it } from 'vitest';
import { BACKUP_FILE_NAME, backupFileName } from './backup';

describe('backup file names', () => {
  it('are bolts-YYYYMMDD-HHMMSS in UTC with the format’s extension', () => {
    const at = new Date('2026-03-04T05:06:07.890Z');
    expect(backupFileName(at, 'pg_dump-custom')).toBe('bolts-20260304-050607.dump');
    expect(backupFileName(at, 'pglite-tar-gz')).toBe('bolts-20260304-050607.tar.gz');
    expect(BACKUP_FILE_NAME.test(backupFileName(at, 'pglite-tar-gz'))).toBe(true);
  });
});

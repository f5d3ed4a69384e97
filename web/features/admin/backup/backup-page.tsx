// /admin/backup (database backup download): to be built.
export default function BackupPage() {
  return null;
}

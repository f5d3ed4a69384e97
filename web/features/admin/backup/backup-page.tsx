// /admin/backup: download a consistent backup of the whole database, and how to restore it.
import { ArrowLeft, DatabaseBackup, Download } from 'lucide-react';
import { useState } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { toastAdminError } from '../lib/admin-error';
import { downloadBackup } from './api/download-backup';

export default function BackupPage() {
  const { t } = usePageTranslation('admin');
  const [busy, setBusy] = useState(false);
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Button variant="secondary" asChild>
        <Link to="/admin">
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          {t('admin.ads.back')}
        </Link>
      </Button>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{t('admin.backup.title')}</h1>
      <SectionCard title={t('admin.backup.cardTitle')} icon={DatabaseBackup}>
        <p className="text-sm text-slate-700">{t('admin.backup.body')}</p>
        <Button
          className="mt-4"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            downloadBackup()
              .then((name) => toast.success(t('admin.backup.done', { name })))
              .catch((err: unknown) => toastAdminError(t, 'admin.errors.backup', err))
              .finally(() => setBusy(false));
          }}
        >
          <Download className="size-4" aria-hidden />
          {busy ? t('admin.backup.working') : t('admin.backup.download')}
        </Button>
        <h3 className="mt-6 font-semibold text-slate-900">{t('admin.backup.restoreTitle')}</h3>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700">
          <li>{t('admin.backup.restorePglite')}</li>
          <li>{t('admin.backup.restorePostgres')}</li>
        </ul>
        <pre
          className="mt-3 rounded-lg bg-slate-900 p-3 text-xs break-words whitespace-pre-wrap text-slate-100"
          dir="ltr"
        >
          npm run db:restore -- bolts-YYYYMMDD-HHMMSS.tar.gz --force{'\n'}DATABASE_URL=… npm run db:restore --
          bolts-YYYYMMDD-HHMMSS.dump
        </pre>
      </SectionCard>
    </div>
  );
}

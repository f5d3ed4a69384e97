// Reports tab (moderators and admins): reported chat messages with the conversation
// around them; close each as resolved (action taken) or dismissed, with a note.
import { Flag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { toast } from '../../../lib/toast';
import type { AdminReport } from '#core/schemas/admin/reports';
import { SectionCard } from '../../../components/section-card';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { toastAdminError } from '../lib/admin-error';
import { useAdminReports, type ReportFilter } from './api/get-reports';
import { useResolveReport } from './api/resolve-report';

/**
 * A player's @username set apart from the sentence around it (U+2068…U+2069), so a right-to-left
 * sentence does not move its "@" to the other end.
 */
const handle = (username: string | null) => (username ? `\u2068@${username}\u2069` : '—');

export default function ReportsTab() {
  const { t } = usePageTranslation('admin');
  const format = useFormat();
  const [filter, setFilter] = useState<ReportFilter>('open');
  const query = useAdminReports(filter);
  const resolve = useResolveReport();
  const [notes, setNotes] = useState<Record<string, string>>({});

  useEffect(() => {
    if (query.error) toastAdminError(t, 'admin.reports.fetchError', query.error);
  }, [query.error, t]);

  const close = (report: AdminReport, status: 'resolved' | 'dismissed') =>
    resolve.mutate(
      { id: report.id, status, note: notes[report.id]?.trim() ?? '' },
      {
        onSuccess: () => toast.success(t(`admin.reports.${status}`)),
        onError: (err) => toastAdminError(t, 'admin.reports.saveError', err),
      },
    );

  return (
    <SectionCard title={t('admin.reports.title')} icon={Flag}>
      <div role="group" aria-label={t('admin.reports.filterLabel')} className="mb-4 flex flex-wrap gap-2">
        {(['open', 'resolved', 'dismissed', 'all'] as const).map((f) => (
          <Button
            key={f}
            size="sm"
            variant={filter === f ? 'primary' : 'secondary'}
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {t(`admin.reports.filters.${f}`)}
          </Button>
        ))}
      </div>
      {query.isPending ? (
        <Spinner />
      ) : (query.data ?? []).length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">{t('admin.reports.empty')}</p>
      ) : (
        <ul className="space-y-4">
          {query.data!.map((report) => (
            <li key={report.id} className="rounded-xl p-4 ring-1 ring-slate-200" data-testid="admin-report">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Badge tone={report.status === 'open' ? 'negative' : 'neutral'}>
                  {t(`admin.reports.filters.${report.status}`)}
                </Badge>
                <span className="font-semibold text-slate-900">
                  {t(`messages.report.reasons.${report.reason}`, { defaultValue: report.reason })}
                </span>
                <span className="text-slate-600">
                  {t('admin.reports.byAbout', {
                    reporter: handle(report.reporter.username),
                    reported: handle(report.reported.username),
                  })}
                </span>
                <span className="text-slate-600">· {format.date(report.createdAt)}</span>
                {report.reported.suspended && <Badge tone="negative">{t('admin.reports.suspended')}</Badge>}
              </div>
              <ol className="mt-3 space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
                {report.context.map((m) => (
                  <li
                    key={m.id}
                    className={cn('rounded px-2 py-1', m.reported && 'bg-rose-100 font-semibold text-rose-900')}
                  >
                    <span className="text-xs text-slate-600">
                      <bdi>
                        {handle(
                          m.senderId === report.reported.id ? report.reported.username : report.reporter.username,
                        )}
                      </bdi>
                      :
                    </span>{' '}
                    <bdi>{m.body}</bdi>
                  </li>
                ))}
              </ol>
              {report.status === 'open' ? (
                <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
                  <label className="sr-only" htmlFor={`note-${report.id}`}>
                    {t('admin.reports.note')}
                  </label>
                  <input
                    id={`note-${report.id}`}
                    value={notes[report.id] ?? ''}
                    onChange={(e) => setNotes((n) => ({ ...n, [report.id]: e.target.value }))}
                    placeholder={t('admin.reports.note')}
                    maxLength={500}
                    className="h-9 rounded-lg border border-slate-300 px-3 text-sm sm:flex-1"
                  />
                  <Button size="sm" onClick={() => close(report, 'resolved')} disabled={resolve.isPending}>
                    {t('admin.reports.resolve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => close(report, 'dismissed')}
                    disabled={resolve.isPending}
                  >
                    {t('admin.reports.dismiss')}
                  </Button>
                </div>
              ) : (
                report.resolution?.note && <p className="mt-2 text-sm text-slate-700">{report.resolution.note}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

import { ScrollText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { AuditEntryView } from '#core/schemas/admin/audit';
import { LoadError } from '../../../components/load-error';
import { SearchField } from '../../../components/search-field';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toastAdminError } from '../lib/admin-error';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useAdminAudit } from './api/get-admin-audit';
import { useDateTime } from './use-date-time';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The audit log: who did what to what, and the values that changed, newest first. */
export function AuditLog() {
  const { t } = usePageTranslation('admin');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const query = useAdminAudit(q);
  useEffect(() => {
    if (query.error) toastAdminError(t, 'admin.errors.fetchAudit', query.error);
  }, [query.error, t]);
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <SectionCard title={t('admin.audit.title')} icon={ScrollText}>
      <div className="space-y-4">
        <SearchField
          size="md"
          value={search}
          onChange={setSearch}
          label={t('admin.audit.searchLabel')}
          placeholder={t('admin.audit.searchPlaceholder')}
          clearLabel={t('admin.audit.clearSearch')}
        />
        {query.isPending ? (
          <Spinner />
        ) : query.isError && !query.data ? (
          <LoadError title={t('admin.errors.fetchAudit')} error={query.error} onRetry={() => void query.refetch()} />
        ) : entries.length === 0 ? (
          <p className="py-6 text-center text-slate-600" role="status">
            {t('admin.audit.empty')}
          </p>
        ) : (
          <ol className="divide-y divide-slate-100" aria-busy={query.isFetching} data-testid="audit-log">
            {entries.map((entry) => (
              <AuditItem key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
        {query.hasNextPage && (
          <div className="flex justify-center">
            <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? t('common.loading') : t('admin.audit.loadMore')}
            </Button>
          </div>
        )}
      </div>
    </SectionCard>
  );
}

function AuditItem({ entry }: { entry: AuditEntryView }) {
  const { t } = usePageTranslation('admin');
  const dateTime = useDateTime();
  const value = (field: string, v: unknown): string => {
    if (v === null || v === undefined || v === '') return t('admin.audit.none');
    if (field === 'role' && typeof v === 'string') return t(`admin.users.roles.${v}`, { defaultValue: v });
    if (typeof v === 'string') return ISO_INSTANT.test(v) ? dateTime(v) : v;
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    return JSON.stringify(v);
  };
  const changes = Object.entries(entry.changes ?? {});
  const details = Object.entries(entry.details ?? {});
  return (
    <li className="py-3" data-testid="audit-entry">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-slate-900">
          {t(`admin.audit.actions.${entry.action}`, { defaultValue: entry.action })}
          {entry.target && (
            <span className="font-normal text-slate-700">
              {' · '}
              {t(`admin.audit.targets.${entry.target.type}`, { defaultValue: entry.target.type })}{' '}
              <span className="font-medium">{entry.target.name ?? entry.target.id}</span>
            </span>
          )}
        </p>
        <p className="text-xs text-slate-600">
          <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
        </p>
      </div>
      <p className="text-sm text-slate-700">
        {t('admin.audit.by', {
          name: entry.actor
            ? entry.actor.username
              ? `@${entry.actor.username}`
              : entry.actor.id
            : t('admin.audit.deletedActor'),
        })}
      </p>
      {changes.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-sm text-slate-800">
          {changes.map(([field, change]) => (
            <li key={field} className="break-words">
              {t('admin.audit.change', {
                field: t(`admin.audit.fields.${field}`, { defaultValue: field }),
                from: value(field, change.from),
                to: value(field, change.to),
              })}
            </li>
          ))}
        </ul>
      )}
      {details.length > 0 && (
        <p className="mt-1 text-xs break-words text-slate-600">
          {details
            .map(([key, v]) => `${t(`admin.audit.fields.${key}`, { defaultValue: key })}: ${value(key, v)}`)
            .join(' · ')}
        </p>
      )}
    </li>
  );
}

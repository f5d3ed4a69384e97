import { ScrollText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { LoadError } from '../../../components/load-error';
import { SearchField } from '../../../components/search-field';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toastAdminError } from '../lib/admin-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminAudit } from './api/get-admin-audit';
import { AuditEntry } from './audit-entry';

/** The audit log: who did what to what, and the values that changed, newest first (by name, in plain words). */
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
              <AuditEntry key={entry.id} entry={entry} />
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

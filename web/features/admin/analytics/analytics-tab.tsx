// Analytics tab (docs/rules.md#admin): the period filter, its totals, the
// daily volume of the last 7 days and the period's latest trades; below it, the audit log.
import { ArrowLeftRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { DEFAULT_ADMIN_PERIOD, type AdminPeriod } from '#core/schemas/admin/transactions';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { TableOrCards } from '../components/admin-cards';
import { toastAdminError } from '../lib/admin-error';
import { useAdminTransactions } from './api/get-admin-transactions';
import { AuditLog } from './audit-log';
import { DailyVolumeChart } from './daily-volume-chart';
import { PeriodFilter } from './period-filter';
import { TotalsCards } from './totals-cards';
import { TransactionsCards, TransactionsTable } from './transactions-table';

export default function AnalyticsTab() {
  const { t } = usePageTranslation('admin');
  const [period, setPeriod] = useState<AdminPeriod>(DEFAULT_ADMIN_PERIOD);
  const query = useAdminTransactions(period);
  // "Failed to fetch transaction data" in a red toast (and logged).
  useEffect(() => {
    if (query.error) toastAdminError(t, 'admin.errors.fetchTransactions', query.error);
  }, [query.error, t]);
  const data = query.data;
  return (
    <div className="space-y-5">
      <SectionCard title={t('admin.analytics.title')} icon={ArrowLeftRight}>
        <div className="space-y-4">
          <PeriodFilter value={period} onChange={setPeriod} />
          {query.isPending ? (
            // The totals, the chart and the table take a screen: kept while they load, so the
            // audit log below is not pushed down when they arrive.
            <div className="min-h-[60dvh]">
              <Spinner />
            </div>
          ) : query.isError && !data ? (
            <LoadError
              title={t('admin.errors.fetchTransactions')}
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          ) : (
            <div className="space-y-4" aria-busy={query.isPlaceholderData}>
              <TotalsCards totals={data?.totals} />
              <DailyVolumeChart days={data?.dailyVolume ?? []} />
              <div>
                <h3 className="mb-2 text-base font-bold text-slate-900">{t('admin.analytics.tableTitle')}</h3>
                <TableOrCards
                  table={<TransactionsTable rows={data?.transactions ?? []} />}
                  cards={<TransactionsCards rows={data?.transactions ?? []} />}
                />
              </div>
            </div>
          )}
        </div>
      </SectionCard>
      <AuditLog />
    </div>
  );
}

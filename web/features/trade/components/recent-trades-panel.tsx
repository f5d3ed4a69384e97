import { Bot, History, User } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { RECENT_TRADES_COUNT } from '#core/realtime';
import { SectionCard } from '../../../components/section-card';
import { useRecentTrades } from '../../../lib/market-data';
import { useArrival } from '../../../lib/use-arrival';
import { PanelError } from './panel-error';
import { RecentTradeRow } from './recent-trade-row';
import { Skeleton } from '../../../components/ui/skeleton';

/** The company's last trades, newest first (docs/rules.md#trading): players' real trades and simulated market prints by time, prints marked. */
export function RecentTradesPanel({ companyId, className }: { companyId: string; className?: string }) {
  const { t } = usePageTranslation('trade');
  const query = useRecentTrades(companyId);
  const shown = useArrival(query.data);
  const data = shown?.companyId === companyId ? shown : undefined;

  let body;
  if (data && data.trades.length === 0) {
    body = <p className="py-4 text-center text-sm text-slate-600">{t('trade.recent.empty')}</p>;
  } else if (data) {
    body = (
      <>
        <table className="w-full text-sm" data-testid="recent-trades">
          <caption className="sr-only">{t('trade.recent.caption')}</caption>
          <thead>
            <tr className="text-xs text-slate-600">
              <th scope="col" className="pb-1 text-start font-medium">
                {t('trade.recent.time')}
              </th>
              <th scope="col" className="pb-1 text-start font-medium">
                {t('trade.recent.side')}
              </th>
              <th scope="col" className="pb-1 text-end font-medium">
                {t('trade.recent.price')}
              </th>
              <th scope="col" className="pb-1 text-end font-medium">
                {t('trade.recent.shares')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.trades.slice(0, RECENT_TRADES_COUNT).map((trade) => (
              <RecentTradeRow key={trade.id} trade={trade} />
            ))}
          </tbody>
        </table>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
          <span className="flex items-center gap-1">
            <User className="size-3.5 text-brand-700" aria-hidden />
            {t('trade.recent.player')}
          </span>
          <span className="flex items-center gap-1">
            <Bot className="size-3.5 text-slate-500" aria-hidden />
            {t('trade.recent.simulated')}
          </span>
        </p>
      </>
    );
  } else if (query.isError) {
    body = <PanelError message={t('trade.recent.error')} error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <div className="space-y-1.5" role="status">
        <span className="sr-only">{t('trade.recent.loading')}</span>
        {Array.from({ length: RECENT_TRADES_COUNT }, (_, i) => (
          <Skeleton key={i} className="h-7 rounded" />
        ))}
      </div>
    );
  }

  return (
    <SectionCard title={t('trade.recent.title')} icon={History} className={className}>
      {body}
    </SectionCard>
  );
}

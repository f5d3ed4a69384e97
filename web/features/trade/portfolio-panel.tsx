import { Wallet } from 'lucide-react';
import { usePageTranslation } from '../../lib/use-page-translation';
import { BoltPrice } from '../../components/bolt-price';
import { SectionCard } from '../../components/section-card';
import { useFormat } from '../../lib/format';
import { usePortfolio } from '../../lib/trading';
import { useArrival } from '../../lib/use-arrival';
import { HoldingRow } from './holding-row';
import { PanelError } from './panel-error';
import { Skeleton } from './skeleton';

/** The player's cash, portfolio value and holdings; a holding's row selects its company. */
export function PortfolioPanel({
  selectedId,
  onSelect,
  className,
}: {
  selectedId: string | null;
  onSelect: (companyId: string) => void;
  className?: string;
}) {
  const { t } = usePageTranslation('trade');
  const format = useFormat();
  const portfolio = usePortfolio();
  const data = useArrival(portfolio.data);

  let body;
  if (data) {
    const available = data.cashMinor - data.reservedCashMinor;
    body = (
      <>
        <dl className="grid grid-cols-2 gap-2">
          <div className="rounded-xl bg-brand-50 p-3 ring-1 ring-brand-100">
            <dt className="text-xs font-medium text-slate-700">{t('trade.portfolio.cash')}</dt>
            <dd className="mt-0.5" data-testid="available-cash">
              <BoltPrice minor={available} className="text-lg text-slate-900" />
            </dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-slate-700">{t('trade.portfolio.value')}</dt>
            <dd className="mt-0.5" data-testid="portfolio-value">
              <BoltPrice minor={data.totalValueMinor} className="text-lg text-slate-900" />
            </dd>
          </div>
        </dl>
        {data.reservedCashMinor > 0 && (
          <p className="mt-2 text-xs text-slate-600" data-testid="reserved-cash">
            {t('trade.portfolio.reserved', { amount: format.price(data.reservedCashMinor) })}
          </p>
        )}
        <h3 className="mt-4 mb-1 text-sm font-semibold text-slate-800">{t('trade.portfolio.holdings')}</h3>
        {data.holdings.length === 0 ? (
          <p className="rounded-xl bg-slate-50 px-3 py-4 text-center text-sm text-slate-600">
            {t('trade.portfolio.empty')}
          </p>
        ) : (
          <ul className="-mx-2 space-y-0.5">
            {data.holdings.map((holding) => (
              <li key={holding.companyId}>
                <HoldingRow holding={holding} selected={holding.companyId === selectedId} onSelect={onSelect} />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  } else if (portfolio.isError) {
    body = (
      <PanelError
        message={t('trade.portfolio.error')}
        error={portfolio.error}
        onRetry={() => void portfolio.refetch()}
      />
    );
  } else {
    body = (
      <div className="space-y-2" role="status">
        <span className="sr-only">{t('trade.portfolio.loading')}</span>
        <div className="grid grid-cols-2 gap-2">
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-16 rounded-xl" />
        </div>
        <Skeleton className="h-12 rounded-xl" />
      </div>
    );
  }

  return (
    <SectionCard title={t('trade.portfolio.title')} icon={Wallet} className={className}>
      {body}
    </SectionCard>
  );
}

import { Wallet } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { BoltPrice } from '../../../components/bolt-price';
import { GainText } from '../../../components/gain-text';
import { SectionCard } from '../../../components/section-card';
import { Term } from '../../../components/term';
import { VsIndex } from '../../../components/vs-index';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { usePortfolio } from '../../../lib/trading';
import { useArrival } from '../../../lib/use-arrival';
import { HoldingRow } from './holding-row';
import { PanelError } from './panel-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { reservedForOrdersMinor, ShortFigures } from '../../../components/shorts/short-figures';
import { ShortPositionsList } from '../../../components/shorts/short-positions-list';

/**
 * The player's figures in the chosen game, their holdings and short positions; a holding's row
 * selects its company, a short's Cover opens the form on it to buy back.
 */
export function PortfolioPanel({
  selectedId,
  onSelect,
  onCover,
  className,
}: {
  selectedId: string | null;
  onSelect: (companyId: string) => void;
  onCover: (companyId: string) => void;
  className?: string;
}) {
  const { t } = usePageTranslation('trade');
  const format = useFormat();
  const portfolio = usePortfolio();
  const data = useArrival(portfolio.data);

  let body;
  if (data) {
    const tiles = [
      {
        key: 'cash',
        term: 'cash',
        testId: 'cash',
        value: <BoltPrice minor={data.cashMinor} className="text-lg text-slate-900" />,
      },
      {
        key: 'holdingsValue',
        term: 'holding',
        testId: 'holdings-value',
        value: <BoltPrice minor={data.holdingsValueMinor} className="text-lg text-slate-900" />,
      },
      {
        key: 'portfolioValue',
        term: 'portfolio-value',
        testId: 'portfolio-value',
        value: <BoltPrice minor={data.valueMinor} className="text-lg text-slate-900" />,
      },
      {
        key: 'overallGain',
        term: 'return',
        testId: 'overall-gain',
        value: <GainText minor={data.gainMinor} bp={data.gainBp} />,
      },
    ] as const;
    body = (
      <>
        <dl className="grid grid-cols-2 gap-2">
          {tiles.map(({ key, term, testId, value }, i) => (
            <div
              key={key}
              className={cn(
                'flex flex-col rounded-xl p-3 ring-1',
                i === 0 ? 'bg-brand-50 ring-brand-100' : 'bg-slate-50 ring-slate-200',
              )}
            >
              <dt className="text-xs font-medium text-slate-700">
                <Term id={term}>{t(`money.${key}`)}</Term>
              </dt>
              <dd className="mt-auto pt-0.5" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {reservedForOrdersMinor(data) > 0 && (
          <p className="mt-2 text-xs text-slate-600" data-testid="reserved-cash">
            {t('money.reserved', { amount: format.price(reservedForOrdersMinor(data)) })}
          </p>
        )}
        <ShortFigures figures={data} className="mt-2" />
        <VsIndex vsIndex={data.vsIndex} className="mt-2" />
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
        {data.shorts.length > 0 && (
          <>
            <h3 className="mt-4 mb-1 text-sm font-semibold text-slate-800">{t('shorts.title')}</h3>
            <ShortPositionsList shorts={data.shorts} onCover={onCover} />
          </>
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
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16 rounded-xl" />
          ))}
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

import { ArrowRight, Lock } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { Link } from 'react-router';
import type { Holding } from '#core/schemas/trading';
import { BoltPrice } from '../../../components/bolt-price';
import { CompanyLogo } from '../../../components/company-logo';
import { Term } from '../../../components/term';
import { useFormat } from '../../../lib/format';
import { GainText } from '../../../components/gain-text';

/** One position: company, shares (and those promised to open sells), cost, price, value and gain. */
export function HoldingRow({ holding }: { holding: Holding }) {
  const { t } = usePageTranslation('profile');
  const format = useFormat();
  const name = <bdi>{holding.companyName}</bdi>;
  return (
    <li
      className="rounded-xl p-3 ring-1 ring-slate-200 sm:p-4"
      data-testid="holding"
      data-symbol={holding.companySymbol}
    >
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <CompanyLogo logo={holding.companyLogo} symbol={holding.companySymbol} />
        <div className="min-w-0 flex-1">
          <h3 className="leading-snug font-bold break-words text-slate-900">
            <Link
              to={`/company/${holding.companyId}`}
              className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {name}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            <span className="font-mono font-semibold text-slate-700">{holding.companySymbol}</span>
            <span aria-hidden> · </span>
            <span data-testid="holding-quantity">
              {t('portfolio.shares', { count: holding.quantity, value: format.integer(holding.quantity) })}
            </span>
          </p>
          {holding.reservedQuantity > 0 && (
            <p className="mt-0.5 flex items-center gap-1 text-xs font-medium text-amber-800">
              <Lock className="size-3.5 shrink-0" aria-hidden />
              {t('portfolio.reserved', {
                count: holding.reservedQuantity,
                value: format.integer(holding.reservedQuantity),
              })}
            </p>
          )}
        </div>
        {/* Phones: a line of its own under the name; wider screens: the row's end. */}
        <div className="flex w-full flex-wrap items-center justify-between gap-x-3 rounded-lg bg-slate-50 px-3 py-2 sm:w-auto sm:flex-col sm:items-end sm:bg-transparent sm:p-0">
          <p data-testid="holding-value">
            <span className="sr-only">{t('portfolio.value')} </span>
            <BoltPrice minor={holding.valueMinor} className="text-base text-slate-900" />
          </p>
          <p>
            <span className="sr-only">{t('portfolio.unrealizedGain')} </span>
            <GainText minor={holding.unrealizedGainMinor} bp={holding.unrealizedGainBp} />
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-3">
        <dl className="grid min-w-0 flex-1 grid-cols-2 gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs text-slate-600">
              <Term id="average-cost">{t('portfolio.averageCost')}</Term>
            </dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{format.price(holding.averageCostMinor)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">{t('portfolio.price')}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{format.price(holding.priceMinor)}</dd>
          </div>
          {/* Phones leave the total cost out: average cost times shares says the same. */}
          <div className="hidden sm:block">
            <dt className="text-xs text-slate-600">{t('portfolio.cost')}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{format.price(holding.totalCostMinor)}</dd>
          </div>
        </dl>
        <Link
          to={`/trade?company=${encodeURIComponent(holding.companyId)}`}
          className="inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('portfolio.trade')}
          <span className="sr-only">{name}</span>
          <ArrowRight className="flip-rtl size-4" aria-hidden />
        </Link>
      </div>
    </li>
  );
}

import { ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShortPosition } from '#core/schemas/trading';
import { BoltPrice } from '../bolt-price';
import { CompanyLogo } from '../company-logo';
import { GainText } from '../gain-text';
import { Term } from '../term';
import { useFormat } from '../../lib/format';
import { tradePath } from '../../lib/trade-link';
import { MarginBadge } from './margin-badge';

const coverClass =
  'inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

/**
 * The player's short positions (docs/rules.md#short-selling): shares short, the average sale price,
 * the price now, what buying back costs, the gain or loss and the margin with its state; "Cover"
 * opens the trade form on the company, buy side (`onCover` on the trading floor itself, else a link).
 * Its figures lay out by the room the list has (a container query), not by the screen's width.
 */
export function ShortPositionsList({
  shorts,
  onCover,
}: {
  shorts: readonly ShortPosition[];
  onCover?: (companyId: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className="@container space-y-2" aria-label={t('shorts.label')} data-testid="short-positions">
      {shorts.map((short) => {
        const name = <bdi>{short.companyName}</bdi>;
        const coverLabel = (
          <>
            <ArrowUp className="size-4" aria-hidden />
            {t('shorts.cover')}
            <span className="sr-only">{t('shorts.coverSymbol', { symbol: short.companySymbol })}</span>
          </>
        );
        return (
          <li
            key={short.companyId}
            className="rounded-xl p-3 ring-1 ring-slate-200"
            data-testid="short-position"
            data-symbol={short.companySymbol}
            data-state={short.marginState}
          >
            <div className="flex items-center gap-3">
              <CompanyLogo logo={short.companyLogo} symbol={short.companySymbol} />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm text-slate-900">
                  <span className="font-mono font-bold">{short.companySymbol}</span>{' '}
                  <span className="text-slate-600">{name}</span>
                </p>
                <p className="text-xs font-semibold text-rose-700" data-testid="short-quantity">
                  {t('shorts.sharesShort', { count: short.quantity, value: format.integer(short.quantity) })}
                </p>
              </div>
              {onCover ? (
                <button
                  type="button"
                  onClick={() => onCover(short.companyId)}
                  className={coverClass}
                  data-testid="short-cover"
                >
                  {coverLabel}
                </button>
              ) : (
                <Link to={tradePath(short.companyId, 'buy')} className={coverClass} data-testid="short-cover">
                  {coverLabel}
                </Link>
              )}
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1.5 border-t border-slate-100 pt-2 text-sm @md:grid-cols-3">
              <Figure label={t('shorts.soldAt')}>
                <BoltPrice minor={short.averagePriceMinor} className="text-slate-900" />
              </Figure>
              <Figure label={t('shorts.price')}>
                <BoltPrice minor={short.priceMinor} className="text-slate-900" />
              </Figure>
              <Figure label={t('shorts.buyBack')} testId="short-liability">
                <BoltPrice minor={short.liabilityMinor} className="text-slate-900" />
              </Figure>
              <Figure label={t('shorts.gain')} testId="short-gain">
                <GainText minor={short.unrealizedGainMinor} bp={short.unrealizedGainBp} />
              </Figure>
              <Figure label={<Term id="short-selling">{t('shorts.margin')}</Term>} testId="short-margin" wide>
                <MarginBadge short={short} />
              </Figure>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

function Figure({
  label,
  testId,
  wide,
  children,
}: {
  label: ReactNode;
  testId?: string;
  /** In two columns, a row of its own with the value at the end (the margin and its badge). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'col-span-2 flex items-center justify-between gap-2 @md:col-span-1 @md:block' : undefined}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

import { ChartLine, RotateCw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BOLTS_INDEX_ID } from '#core/market/bolts-index';
import { cn } from '../lib/cn';
import { dayPath, formatIndexLevel } from '../lib/index-figures';
import { useIndexCandles, useIndices } from '../lib/indices';
import { ChangeBadge } from './change-badge';
import { IconTile } from './icon-tile';
import { IndexSparkline } from './index-sparkline';
import { Term } from './term';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';

const frame = 'min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5';

/**
 * The Bolts Index (docs/rules.md#bolts-index): its level in points and today's change, live from the
 * socket, with today's line and what it measures in one sentence. `children` go under it (the
 * directory's sector indices and chart). Nothing at all until the market has ticked once.
 */
export function BoltsIndexCard({ className, children }: { className?: string; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const indices = useIndices();
  const bolts = indices.data?.find((i) => i.id === BOLTS_INDEX_ID);
  const day = useIndexCandles(BOLTS_INDEX_ID, '1D', { enabled: !!bolts });

  if (!indices.data) {
    if (indices.isError) {
      return (
        <div role="alert" className={cn(frame, 'flex flex-wrap items-center gap-x-3 gap-y-2 text-sm', className)}>
          <p className="font-semibold text-slate-900">{t('index.error')}</p>
          <Button variant="secondary" size="sm" onClick={() => void indices.refetch()} disabled={indices.isFetching}>
            <RotateCw className="size-4" aria-hidden />
            {t('common.retry')}
          </Button>
        </div>
      );
    }
    // The same height as the card, so the page does not jump when it arrives.
    return (
      <div role="status" className={cn(frame, 'flex items-center gap-3', className)}>
        <span className="sr-only">{t('index.loading')}</span>
        <Skeleton className="size-9 rounded-xl" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-56 max-w-full" />
        </div>
        <Skeleton className="h-10 w-24" />
      </div>
    );
  }
  if (!bolts) return null;

  return (
    <section aria-labelledby={headingId} data-testid="bolts-index" className={cn(frame, className)}>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <div className="flex min-w-0 flex-[1_1_14rem] items-start gap-3">
          <IconTile icon={ChartLine} className="size-9 bg-sky-100 text-sky-700" />
          <div className="min-w-0">
            <h2 id={headingId} className="font-bold text-slate-900">
              <Term id="bolts-index">{t('index.title')}</Term>
            </h2>
            <p className="text-sm text-slate-600">
              {t('index.explain')}{' '}
              <Link
                to="/how-prices-move#bolts-index"
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {t('index.learnMore')}
              </Link>
            </p>
          </div>
        </div>
        <div className="flex items-center gap-4">
          <div>
            <p className="flex flex-wrap items-baseline gap-x-1.5">
              <span
                dir="ltr"
                className="text-2xl font-black text-slate-900 tabular-nums"
                data-testid="bolts-index-level"
              >
                {formatIndexLevel(bolts.levelCenti, i18n.resolvedLanguage)}
              </span>
              <span className="text-sm font-medium text-slate-600">{t('index.points')}</span>
            </p>
            <p className="flex items-center gap-1.5" data-testid="bolts-index-change">
              <ChangeBadge bp={bolts.changeBp} />
              <span className="text-sm text-slate-600">
                <Term id="day-change">{t('index.today')}</Term>
              </span>
            </p>
          </div>
          <IndexSparkline
            values={dayPath(day.data?.candles ?? [], bolts.levelCenti)}
            bp={bolts.changeBp}
            className="h-10 w-24 sm:w-32"
          />
        </div>
      </div>
      {children}
    </section>
  );
}

import * as Tabs from '@radix-ui/react-tabs';
import { LineChart } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { changeBp, HISTORY_RANGES, type HistoryRange } from '#core/progress/portfolio-history';
import type { PortfolioHistory } from '#core/schemas/portfolio-history';
import { SectionCard } from '../../../components/section-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { usePortfolioHistory } from '../../../lib/watchlist';

const PortfolioChart = lazy(() => import('./portfolio-chart'));

/** Start, end and change of the portfolio and of the index over the range, for the summary and the legend. */
export function historySummary(history: PortfolioHistory) {
  const first = history.points[0];
  const last = history.points.at(-1);
  if (!first || !last) return null;
  return {
    fromMinor: first.valueMinor,
    toMinor: last.valueMinor,
    changeBp: changeBp(first.valueMinor, last.valueMinor) ?? 0,
    indexChangeBp:
      first.indexMinor !== null && last.indexMinor !== null ? changeBp(first.indexMinor, last.indexMinor) : null,
  };
}

/** On the profile: the portfolio's value over 1D / 1W / 1M / All beside the Bolts Index. */
export function PortfolioChartCard() {
  // Its strings are a page namespace of their own (watchlist), loaded when the card first shows.
  return (
    <Suspense fallback={<Skeleton className="h-80 w-full rounded-2xl" />}>
      <PortfolioChartBody />
    </Suspense>
  );
}

function PortfolioChartBody() {
  const { t, i18n } = usePageTranslation('watchlist');
  const format = useFormat();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [range, setRange] = useState<HistoryRange>('1W');
  const history = usePortfolioHistory(range);
  const summaryId = useId();
  const data = history.data;
  const summary = data ? historySummary(data) : null;
  const bolts = (minor: number) => t('common.boltsAmount', { amount: format.price(minor) });

  return (
    <SectionCard title={t('watchlist.chart.title')} icon={LineChart}>
      <Tabs.Root value={range} onValueChange={(next) => setRange(next as HistoryRange)} dir={i18n.dir(locale)}>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden>
            <li className="flex items-center gap-2">
              <span className="h-1 w-5 rounded bg-indigo-600" />
              {t('watchlist.chart.you')}
              {summary && (
                <span dir="ltr" className="font-semibold tabular-nums">
                  {format.change(summary.changeBp)}
                </span>
              )}
            </li>
            <li className="flex items-center gap-2">
              <span className="w-5 border-t-2 border-dashed border-slate-500" />
              {t('watchlist.chart.index')}
              {summary?.indexChangeBp != null && (
                <span dir="ltr" className="font-semibold tabular-nums">
                  {format.change(summary.indexChangeBp)}
                </span>
              )}
            </li>
          </ul>
          <Tabs.List
            aria-label={t('watchlist.chart.ranges')}
            className="flex shrink-0 rounded-lg bg-slate-100 p-1 sm:inline-flex"
          >
            {HISTORY_RANGES.map((r) => (
              <Tabs.Trigger
                key={r}
                value={r}
                className={cn(
                  'h-8 min-w-11 flex-1 rounded-md px-3 text-sm font-semibold text-slate-700 transition-colors hover:bg-white/70 sm:flex-none',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm data-[state=active]:ring-1 data-[state=active]:ring-slate-200',
                )}
              >
                <span aria-hidden>{t(`chart.range.${r}.short`)}</span>
                <span className="sr-only">{t(`watchlist.chart.range.${r}`)}</span>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        <Tabs.Content
          value={range}
          aria-busy={history.isFetching}
          className={cn('mt-4 h-56 sm:h-72', data && data.range !== range && 'opacity-60')}
        >
          {!data ? (
            history.isError ? (
              <p role="alert" className="text-sm text-rose-700">
                {t('watchlist.chart.error')}
              </p>
            ) : (
              <Skeleton className="size-full" />
            )
          ) : !summary || data.points.length < 2 ? (
            <p className="flex size-full items-center justify-center text-center text-sm text-slate-600">
              {t('watchlist.chart.empty')}
            </p>
          ) : (
            <div
              role="img"
              aria-label={t('watchlist.chart.imageLabel', { range: t(`watchlist.chart.range.${data.range}`) })}
              aria-describedby={summaryId}
              className="size-full"
            >
              <Suspense fallback={<Skeleton className="size-full" />}>
                <PortfolioChart history={data} locale={locale} />
              </Suspense>
            </div>
          )}
        </Tabs.Content>
        {summary && (
          <p id={summaryId} className="sr-only" data-testid="portfolio-chart-summary">
            {t('watchlist.chart.summary', {
              period: t(`watchlist.chart.range.${data!.range}`),
              from: bolts(summary.fromMinor),
              to: bolts(summary.toMinor),
              change: format.change(summary.changeBp),
            })}{' '}
            {summary.indexChangeBp !== null &&
              t('watchlist.chart.summaryIndex', { change: format.change(summary.indexChangeBp) })}
          </p>
        )}
      </Tabs.Root>
    </SectionCard>
  );
}

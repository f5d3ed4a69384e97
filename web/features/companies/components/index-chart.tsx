import * as Tabs from '@radix-ui/react-tabs';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOLTS_INDEX_ID } from '#core/market/bolts-index';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { formatIndexLevel } from '../../../lib/index-figures';
import { useIndexCandles, useIndices, type IndexCandleRange, type IndexTick } from '../../../lib/indices';
import { summarizeCandles, type ChartSummary } from '../lib/chart-summary';
import { ChartCodeUnavailable } from './chart-code-unavailable';
import { ChartFigures } from './chart-figures';
import { ChartPanel } from './chart-panel';
import { ChartRangeTabs } from './chart-range-tabs';
import { ChartSkeleton } from './chart-skeleton';

// The company chart's drawing, fed hundredths of a point: it divides by 100 as for prices, so its
// scale reads in points. Its chunk loads only when the reader opens the chart.
const CandleChart = lazy(() => import('./candle-chart').catch(() => ({ default: ChartCodeUnavailable })));

/** Under the Bolts Index on the directory: a button that opens its chart, closed at first. */
export function IndexChart() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-3">
      <Button
        variant="ghost"
        size="sm"
        className="-ms-3"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
        {t(open ? 'index.chart.hide' : 'index.chart.show')}
      </Button>
      <div id={panelId} hidden={!open}>
        {open && <IndexChartPanel />}
      </div>
    </div>
  );
}

/** Today's figures end at the live level with the card's change, so the two never disagree. */
function withLive(summary: ChartSummary | null, live: IndexTick | undefined): ChartSummary | null {
  if (!summary || !live) return summary;
  return {
    ...summary,
    lastMinor: live.levelCenti,
    highMinor: Math.max(summary.highMinor, live.levelCenti),
    lowMinor: Math.min(summary.lowMinor, live.levelCenti),
    changeBp: live.changeBp,
  };
}

function IndexChartPanel() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [range, setRange] = useState<IndexCandleRange>('1D');
  const { data, error, refetch, isFetching } = useIndexCandles(BOLTS_INDEX_ID, range);
  const live = useIndices().data?.find((i) => i.id === BOLTS_INDEX_ID);
  const descriptionId = useId();
  const stale = !!data && data.range !== range;
  const summary = withLive(data ? summarizeCandles(data.candles) : null, data?.range === '1D' ? live : undefined);
  const points = (centi: number) => formatIndexLevel(centi, locale);

  return (
    <Tabs.Root
      value={range}
      onValueChange={(next) => setRange(next as IndexCandleRange)}
      dir={i18n.dir(locale)}
      className="mt-2"
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {summary && data ? <ChartFigures summary={summary} range={data.range} /> : <span />}
        <ChartRangeTabs />
      </div>
      <ChartPanel
        range={range}
        loaded={!!data}
        stale={stale}
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
        empty={!summary}
        className="h-56 sm:h-72"
      >
        {data && summary && (
          <div
            role="img"
            aria-label={t('index.chart.imageLabel', { range: t(`chart.range.${data.range}.long`) })}
            aria-describedby={descriptionId}
            className="size-full"
          >
            <Suspense fallback={<ChartSkeleton />}>
              <CandleChart candles={data.candles} range={data.range} locale={locale} />
            </Suspense>
            <p id={descriptionId} className="sr-only">
              {t('index.chart.summary', {
                from: points(summary.firstMinor),
                to: points(summary.lastMinor),
                period: t(`chart.period.${data.range}`),
                change: format.change(summary.changeBp),
                high: points(summary.highMinor),
                low: points(summary.lowMinor),
              })}
            </p>
          </div>
        )}
      </ChartPanel>
      <p className="mt-2 text-end text-xs text-slate-600">
        <a
          href="https://www.tradingview.com/"
          target="_blank"
          rel="noopener noreferrer"
          className="underline underline-offset-2 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('chart.attribution')}
          <span className="sr-only">{t('company.overview.opensInNewTab')}</span>
        </a>
      </p>
    </Tabs.Root>
  );
}

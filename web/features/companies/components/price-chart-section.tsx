import * as Tabs from '@radix-ui/react-tabs';
import { CandlestickChart } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { NewsItem } from '#core/schemas/companies';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { useCandles, type CandleRange, type Candles } from '../api/get-candles';
import { ChartCodeUnavailable } from './chart-code-unavailable';
import { ChartFigures } from './chart-figures';
import { ChartPanel } from './chart-panel';
import { ChartRangeTabs } from './chart-range-tabs';
import { ChartSkeleton } from './chart-skeleton';
import { summarizeCandles } from '../lib/chart-summary';
import { newsMarkers } from '../lib/news-markers';
import { NewsMarkersLegend } from './news-markers-legend';
import { useChartDescription } from '../hooks/use-chart-description';
import type { Today } from '../hooks/use-today';

// The chart library is big: it loads in its own chunk, after the page itself. If that chunk cannot
// load (offline, or a new release replaced it), the chart's frame says so; the page stays.
const CandleChart = lazy(() => import('./candle-chart').catch(() => ({ default: ChartCodeUnavailable })));

/**
 * Company detail: the price chart with its ranges, a summary in words, and empty/loading/error
 * states. 1D draws `today`, the page's one copy of the day, which follows the header's live price.
 */
export function PriceChartSection({
  companyId,
  name,
  news,
  today,
}: {
  companyId: string;
  name: string;
  news: readonly NewsItem[];
  today: Today;
}) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<CandleRange>('1D');
  const { data: loaded, error, refetch, isFetching } = useCandles(companyId, range);
  const data = useMemo<Candles | undefined>(
    () => (loaded?.range === '1D' ? today.candles && { range: '1D', candles: today.candles } : loaded),
    [loaded, today.candles],
  );
  const descriptionId = useId();
  // While another range loads, the previous one stays on screen, dimmed.
  const stale = !!data && data.range !== range;
  const summary = data ? summarizeCandles(data.candles) : null;
  const describe = useChartDescription();
  const markers = useMemo(() => (data ? newsMarkers(news, data.candles) : []), [news, data]);

  return (
    <SectionCard title={t('chart.title')} icon={CandlestickChart}>
      <Tabs.Root
        value={range}
        onValueChange={(next) => setRange(next as CandleRange)}
        dir={i18n.dir(i18n.resolvedLanguage)}
      >
        {/* Phones: the range tabs across the top, the figures under them; wider: figures, then tabs at the end. */}
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
          className="h-64 sm:h-80"
        >
          {data && summary && (
            <div
              role="img"
              aria-label={t('chart.imageLabel', {
                name: `\u2068${name}\u2069`,
                range: t(`chart.range.${data.range}.long`),
              })}
              aria-describedby={descriptionId}
              className="size-full"
            >
              <Suspense fallback={<ChartSkeleton />}>
                <CandleChart
                  candles={data.candles}
                  range={data.range}
                  locale={i18n.resolvedLanguage ?? 'en'}
                  markers={markers}
                />
              </Suspense>
              <p id={descriptionId} className="sr-only">
                {describe(summary, data.range)}
              </p>
            </div>
          )}
        </ChartPanel>
      </Tabs.Root>
      {markers.length > 0 && <NewsMarkersLegend />}
      <p className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
        {/* The market's rules in plain words (docs/rules.md#prices). */}
        <Link
          to="/how-prices-move"
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          data-testid="how-prices-move-link"
        >
          {t('chart.howPricesMove')}
        </Link>
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
    </SectionCard>
  );
}

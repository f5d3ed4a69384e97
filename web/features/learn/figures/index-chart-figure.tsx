import { ChartLine } from 'lucide-react';
import { BOLTS_INDEX_ID } from '#core/market/bolts-index';
import { changeBasisPoints } from '#core/market/price-step';
import { ChangeBadge } from '../../../components/change-badge';
import { IconTile } from '../../../components/icon-tile';
import { useFormat } from '../../../lib/format';
import { dayPath, formatIndexLevel } from '../../../lib/index-figures';
import { useIndexCandles } from '../../../lib/indices';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { FigureFrame } from './figure-frame';
import { FigureStats } from './figure-stats';
import { LineChart } from './line-chart';

/** The Bolts Index over all its history (a day a point), in points, with where it started and where it is. */
export function IndexChartFigure({ caption }: { caption: string }) {
  const { t, i18n } = usePageTranslation('learn');
  const format = useFormat();
  const candles = useIndexCandles(BOLTS_INDEX_ID, 'ALL');
  const list = candles.data?.range === 'ALL' ? candles.data.candles : [];
  const values = dayPath(list);
  const status = candles.isError
    ? 'error'
    : candles.data?.range !== 'ALL'
      ? 'loading'
      : values.length < 2
        ? 'error'
        : 'ready';
  const points = (centi: number) => (
    <span dir="ltr" className="tabular-nums">
      {formatIndexLevel(centi, i18n.resolvedLanguage)}
    </span>
  );

  return (
    <FigureFrame kind="index-chart" caption={caption} status={status}>
      {values.length >= 2 && (
        <>
          <div className="mb-3 flex items-center gap-3">
            <IconTile icon={ChartLine} className="size-9 bg-sky-100 text-sky-700" />
            <div className="min-w-0">
              <p className="font-bold text-slate-900">{t('index.title')}</p>
              <p className="text-sm text-slate-600">
                {t('learn.figure.index.since', { date: format.date(new Date(list[0]!.time).toISOString()) })}
              </p>
            </div>
          </div>
          <LineChart values={values} />
          <FigureStats
            items={[
              { label: t('learn.figure.index.start'), value: points(values[0]!) },
              {
                label: t('learn.figure.index.now'),
                value: (
                  <span className="flex flex-wrap items-center gap-x-2">
                    {points(values.at(-1)!)}
                    <ChangeBadge bp={changeBasisPoints(values.at(-1)!, values[0]!)} />
                  </span>
                ),
              },
              { label: t('learn.figure.index.high'), value: points(Math.max(...list.map((c) => c.highMinor))) },
              { label: t('learn.figure.index.low'), value: points(Math.min(...list.map((c) => c.lowMinor))) },
            ]}
          />
        </>
      )}
    </FigureFrame>
  );
}

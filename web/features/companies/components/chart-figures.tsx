import { useTranslation } from 'react-i18next';
import { ChangeBadge } from '../../../components/change-badge';
import { useFormat } from '../../../lib/format';
import type { CandleRange } from '../api/get-candles';
import type { ChartSummary } from '../lib/chart-summary';

/** Above the chart: the range's change, high and low (for 1D, today's: the header's change). */
export function ChartFigures({ summary, range }: { summary: ChartSummary; range: CandleRange }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-testid="price-chart-figures">
      <div className="flex items-center gap-1.5">
        <dt className="sr-only">{t('chart.change')}</dt>
        <dd className="flex items-center gap-1.5">
          <ChangeBadge bp={summary.changeBp} />
          <span className="text-slate-600">{t(`chart.period.${range}`)}</span>
        </dd>
      </div>
      <div className="flex items-center gap-1">
        <dt className="text-slate-600">{t('chart.high')}</dt>
        <dd className="font-semibold text-slate-900 tabular-nums" data-testid="price-chart-high">
          {format.price(summary.highMinor)}
        </dd>
      </div>
      <div className="flex items-center gap-1">
        <dt className="text-slate-600">{t('chart.low')}</dt>
        <dd className="font-semibold text-slate-900 tabular-nums" data-testid="price-chart-low">
          {format.price(summary.lowMinor)}
        </dd>
      </div>
    </dl>
  );
}

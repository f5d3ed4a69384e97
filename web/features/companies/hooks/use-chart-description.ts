import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { CandleRange } from '../api/get-candles';
import type { ChartSummary } from '../lib/chart-summary';

/** The chart in one sentence, for screen readers: "Price from X to Y Bolts over the last day (+1.20%), high H, low L." */
export function useChartDescription() {
  const { t } = useTranslation();
  const format = useFormat();
  return (summary: ChartSummary, range: CandleRange) =>
    t('chart.summary', {
      from: format.price(summary.firstMinor),
      to: format.price(summary.lastMinor),
      period: t(`chart.period.${range}`),
      change: format.change(summary.changeBp),
      high: format.price(summary.highMinor),
      low: format.price(summary.lowMinor),
    });
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { ChartSummary } from '../lib/chart-summary';

/** Today's open, high and low, from the 1D chart's own candles (the header's price lies between). */
export function DayFigures({ day }: { day: ChartSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const labelId = useId();
  const figures = [
    ['open', day.firstMinor],
    ['high', day.highMinor],
    ['low', day.lowMinor],
  ] as const;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-xs md:justify-end"
      data-testid="company-day-figures"
    >
      <span id={labelId} className="font-semibold tracking-wide text-slate-600 uppercase">
        {t('company.header.today')}
      </span>
      <dl className="flex flex-wrap gap-x-3 gap-y-1">
        {figures.map(([key, minor]) => (
          <div key={key} className="flex items-baseline gap-1">
            <dt className="text-slate-600">{t(`company.header.${key}`)}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums" data-testid={`company-day-${key}`}>
              {format.price(minor)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

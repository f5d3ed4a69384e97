import { useId } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { DailyVolume } from '#core/schemas/admin/transactions';
import { useFormat } from '../../../lib/format';

/**
 * The last 7 UTC days' volume as bars (docs/rules.md#admin). Plain HTML
 * rather than a chart library: seven bars need no axis engine, stay out of every bundle but this
 * tab's, follow the page's direction (oldest first in reading order, so right-to-left in Hebrew)
 * and read as a list to a screen reader, one sentence per day.
 */
export function DailyVolumeChart({ days }: { days: readonly DailyVolume[] }) {
  const { t, i18n } = usePageTranslation('admin');
  const format = useFormat();
  const titleId = useId();
  const locale = i18n.resolvedLanguage ?? 'en';
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const full = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const max = Math.max(1, ...days.map((d) => d.volumeMinor));
  return (
    <figure aria-labelledby={titleId} className="rounded-xl p-3 ring-1 ring-slate-200 sm:p-4">
      <figcaption id={titleId} className="text-sm font-bold text-slate-900">
        {t('admin.analytics.chartTitle')}
        <span className="block text-xs font-normal text-slate-600">{t('admin.analytics.chartNote')}</span>
      </figcaption>
      <ol className="mt-3 grid h-48 grid-cols-7 items-end gap-1.5 sm:gap-3" data-testid="daily-volume-chart">
        {days.map((day) => {
          const date = new Date(`${day.date}T00:00:00Z`);
          const percent = (day.volumeMinor / max) * 100;
          return (
            <li key={day.date} className="flex h-full min-w-0 flex-col items-center gap-1">
              <span className="sr-only">
                {t('admin.analytics.chartBar', {
                  count: day.trades,
                  date: full.format(date),
                  volume: format.price(day.volumeMinor),
                })}
              </span>
              <span aria-hidden className="text-[0.65rem] font-semibold text-slate-700 tabular-nums sm:text-xs">
                {format.compact(Math.round(day.volumeMinor / 100))}
              </span>
              <span aria-hidden className="flex w-full flex-1 items-end justify-center border-b border-slate-300">
                <span
                  className="w-full max-w-12 rounded-t-md bg-brand-600"
                  style={{ height: `${day.volumeMinor > 0 ? Math.max(percent, 2) : 0}%` }}
                />
              </span>
              <span aria-hidden className="text-center text-[0.65rem] leading-tight text-slate-600 sm:text-xs">
                {weekday.format(date)}
                <span className="block">{dayMonth.format(date)}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}

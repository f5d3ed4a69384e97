import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { CANDLE_RANGES } from '#core/market/candles';
import { cn } from '../../../lib/cn';

/**
 * 1D / 1W / 1M / All as the list of a Radix Tabs (its Root and panel are the chart section's):
 * one tab stop, arrow keys move between ranges (mirrored right to left), Home and End jump to the
 * ends; the choice applies at once.
 */
export function ChartRangeTabs() {
  const { t } = useTranslation();
  return (
    <Tabs.List aria-label={t('chart.rangesLabel')} className="flex shrink-0 rounded-lg bg-slate-100 p-1 sm:inline-flex">
      {CANDLE_RANGES.map((range) => (
        <Tabs.Trigger
          key={range}
          value={range}
          className={cn(
            'h-8 min-w-11 flex-1 rounded-md px-3 text-sm font-semibold transition-colors sm:flex-none',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            'text-slate-700 hover:bg-white/70',
            'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm data-[state=active]:ring-1 data-[state=active]:ring-slate-200 data-[state=active]:hover:bg-white',
          )}
        >
          <span aria-hidden>{t(`chart.range.${range}.short`)}</span>
          <span className="sr-only">{t(`chart.range.${range}.long`)}</span>
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}

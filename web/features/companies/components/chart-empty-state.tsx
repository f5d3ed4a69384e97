import { Sunrise } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** No candles yet for this range: a fresh market. */
export function ChartEmptyState() {
  const { t } = useTranslation();
  return (
    <div
      className="flex size-full flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 text-center"
      data-testid="price-chart-empty"
    >
      <Sunrise className="size-9 text-amber-500" aria-hidden />
      <p className="mt-2 font-semibold text-slate-900">{t('chart.empty.title')}</p>
      <p className="mt-1 max-w-xs text-sm text-slate-600">{t('chart.empty.body')}</p>
    </div>
  );
}

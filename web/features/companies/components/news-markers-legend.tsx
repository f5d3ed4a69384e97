import { ArrowDown, ArrowUp, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Explains the chart's news markers: what moved the price, and where to read about it. */
export function NewsMarkersLegend() {
  const { t } = useTranslation();
  return (
    <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <p className="font-semibold text-slate-900">{t('chart.markers.title')}</p>
      <p className="mt-1">{t('chart.markers.explain')}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <li className="flex items-center gap-1">
          <ArrowUp className="size-4 text-emerald-700" aria-hidden />
          {t('chart.markers.positive')}
        </li>
        <li className="flex items-center gap-1">
          <ArrowDown className="size-4 text-rose-700" aria-hidden />
          {t('chart.markers.negative')}
        </li>
        <li className="flex items-center gap-1">
          <Circle className="size-3 fill-slate-600 text-slate-600" aria-hidden />
          {t('chart.markers.neutral')}
        </li>
      </ul>
    </div>
  );
}

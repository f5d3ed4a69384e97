import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';

/** The chart's place while its data or its drawing code loads. */
export function ChartSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex size-full items-end gap-1.5 px-2 pb-6" data-testid="price-chart-loading">
      <span className="sr-only">{t('chart.loading')}</span>
      {[40, 55, 48, 62, 58, 70, 66, 78, 72, 60, 68, 80, 74, 86].map((h, i) => (
        <Skeleton key={i} className="flex-1 rounded-sm" style={{ height: `${h}%` }} />
      ))}
    </div>
  );
}

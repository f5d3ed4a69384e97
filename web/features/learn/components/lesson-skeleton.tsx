import { Skeleton } from '../../../components/ui/skeleton';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** A lesson's shape while it loads: the header and a screen. */
export function LessonSkeleton() {
  const { t } = usePageTranslation('learn');
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-8 w-3/4" />
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}

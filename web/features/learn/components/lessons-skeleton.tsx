import { Skeleton } from '../../../components/ui/skeleton';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** The lesson list's shape while it loads. */
export function LessonsSkeleton() {
  const { t } = usePageTranslation('learn');
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-32 rounded-2xl" />
      <Skeleton className="h-6 w-40" />
      <div className="grid gap-3 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

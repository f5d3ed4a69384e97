import type { LessonFigure } from '#core/learn/lesson-constants';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePageTranslation } from '../../../lib/use-page-translation';

/**
 * A lesson's figure: the picture from live data and the lesson's caption under it. While the data
 * loads, a skeleton; if it fails, the caption alone, so the lesson still reads.
 */
export function FigureFrame({
  kind,
  caption,
  status,
  children,
}: {
  kind: LessonFigure;
  caption: string;
  status: 'loading' | 'error' | 'ready';
  children?: ReactNode;
}) {
  const { t } = usePageTranslation('learn');
  return (
    <figure data-testid="lesson-figure" data-kind={kind} data-status={status} className="space-y-3">
      {status === 'loading' ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">{t('learn.figure.loading')}</span>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-10" />
        </div>
      ) : status === 'ready' ? (
        <div className="min-w-0 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4">{children}</div>
      ) : null}
      <figcaption className="text-sm text-slate-700">{caption}</figcaption>
    </figure>
  );
}

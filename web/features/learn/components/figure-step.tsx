import { Suspense } from 'react';
import type { Lesson } from '#core/schemas/learn';
import { Skeleton } from '../../../components/ui/skeleton';
import { LessonFigure } from '../figures/lesson-figure';
import { TermChips } from './term-chips';

/** The last screen before the quiz: the lesson's figure from live data, its caption, and the lesson's terms. */
export function FigureStep({ lesson }: { lesson: Lesson }) {
  return (
    <div className="space-y-5">
      <LessonFigure kind={lesson.figure} caption={lesson.figureCaption} />
      {/* The glossary's words load with the lesson (lesson-route.tsx); the chips wait for them alone. */}
      <Suspense fallback={<Skeleton className="h-10 w-2/3 rounded-full" />}>
        <TermChips terms={lesson.terms} />
      </Suspense>
    </div>
  );
}

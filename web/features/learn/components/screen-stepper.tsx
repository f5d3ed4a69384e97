import { ArrowLeft, ArrowRight, ListChecks } from 'lucide-react';
import { useId, useState } from 'react';
import type { Lesson } from '#core/schemas/learn';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { FigureStep } from './figure-step';
import { FocusHeading } from './focus-heading';
import { StepDots } from './step-dots';

/**
 * The lesson's screens one at a time, then its figure as the last screen; Back and Next move
 * between them and focus goes to the new screen's heading. The last screen's Next opens the quiz.
 */
export function ScreenStepper({ lesson, onQuiz }: { lesson: Lesson; onQuiz: () => void }) {
  const { t } = usePageTranslation('learn');
  const format = useFormat();
  const [index, setIndex] = useState(0);
  const [moves, setMoves] = useState(0);
  const headingId = useId();
  const total = lesson.screens.length + 1;
  const screen = lesson.screens[index];
  const last = index === total - 1;
  const go = (next: number) => {
    setIndex(Math.min(Math.max(next, 0), total - 1));
    setMoves((m) => m + 1);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      data-testid="lesson-screens"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-slate-600" data-testid="screen-position">
          {t('learn.screens.position', { current: format.integer(index + 1), total: format.integer(total) })}
        </p>
        <StepDots current={index} total={total} />
      </div>
      {/* A new screen fades in; the first one is there at once, as the page's own content. */}
      <div
        key={index}
        className={moves ? 'motion-safe:transition motion-safe:duration-300 motion-safe:starting:opacity-0' : undefined}
      >
        <FocusHeading id={headingId} focusKey={moves} className="mb-2 text-xl font-bold text-slate-900 sm:text-2xl">
          {screen ? screen.heading : t('learn.figure.heading')}
        </FocusHeading>
        {screen ? (
          <p className="text-lg leading-relaxed text-slate-800">{screen.body}</p>
        ) : (
          <FigureStep lesson={lesson} />
        )}
      </div>
      <div className="mt-6 flex items-center justify-between gap-3">
        <Button variant="ghost" size="lg" className="px-3" onClick={() => go(index - 1)} disabled={index === 0}>
          <ArrowLeft className="size-5 flip-rtl" aria-hidden />
          {t('learn.screens.back')}
        </Button>
        {last ? (
          <Button size="lg" className="px-4" onClick={onQuiz}>
            <ListChecks className="size-5" aria-hidden />
            {t('learn.screens.toQuiz')}
          </Button>
        ) : (
          <Button size="lg" className="px-4" onClick={() => go(index + 1)}>
            {t('learn.screens.next')}
            <ArrowRight className="size-5 flip-rtl" aria-hidden />
          </Button>
        )}
      </div>
    </section>
  );
}

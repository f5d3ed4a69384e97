import { CircleCheck } from 'lucide-react';
import { QUIZ_QUESTIONS } from '#core/learn/lesson-constants';
import { cn } from '../../../lib/cn';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** A finished lesson: a tick, "Done" and the best score, in words as well as in colour. */
export function DoneMark({ correct, className }: { correct: number | null; className?: string }) {
  const { t } = usePageTranslation('learn');
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-sm font-semibold text-emerald-800', className)}
      data-testid="lesson-done"
    >
      <CircleCheck className="size-4 shrink-0" aria-hidden />
      <span aria-hidden>
        {t('learn.card.done')} · <span dir="ltr">{`${correct ?? 0}/${QUIZ_QUESTIONS}`}</span>
      </span>
      <span className="sr-only">{t('learn.card.doneScore', { correct: correct ?? 0, total: QUIZ_QUESTIONS })}</span>
    </span>
  );
}

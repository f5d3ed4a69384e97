import { CircleCheck, CircleX } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** Under a checked question: right or not (icon and words) and why the right answer is right. */
export function QuizOutcome({ right, explanation }: { right: boolean; explanation: string }) {
  const { t } = usePageTranslation('learn');
  const Icon = right ? CircleCheck : CircleX;
  return (
    <div
      className={cn('rounded-xl p-3', right ? 'bg-emerald-50 text-emerald-900' : 'bg-rose-50 text-rose-900')}
      data-testid="quiz-outcome"
      data-right={right}
    >
      <p className="flex items-center gap-1.5 font-bold">
        <Icon className="size-5 shrink-0" aria-hidden />
        {right ? t('learn.quiz.right') : t('learn.quiz.wrong')}
      </p>
      <p className="mt-1 text-slate-800">{explanation}</p>
    </div>
  );
}

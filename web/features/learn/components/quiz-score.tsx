import { ArrowRight, List, RotateCcw, Zap } from 'lucide-react';
import { Link } from 'react-router';
import type { QuizResult } from '#core/schemas/learn';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { FocusHeading } from './focus-heading';

/** After checking: the score, the XP it earned (or why none), and the ways on. */
export function QuizScore({
  result,
  total,
  nextId,
  focusKey,
  onRetry,
}: {
  result: QuizResult;
  total: number;
  nextId: string | null;
  focusKey: number;
  onRetry: () => void;
}) {
  const { t } = usePageTranslation('learn');
  const format = useFormat();
  return (
    <div className="space-y-4 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:p-5" data-testid="quiz-score">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FocusHeading focusKey={focusKey} className="text-xl font-extrabold text-slate-900">
          {t('learn.quiz.score', { correct: format.integer(result.correct), total: format.integer(total) })}
        </FocusHeading>
        {result.xpGained > 0 && (
          <span
            dir="ltr"
            className="inline-flex items-center gap-1 rounded-full bg-bolt px-3 py-1 font-extrabold text-slate-900"
            data-testid="quiz-xp"
          >
            <Zap className="size-4 fill-slate-900" aria-hidden />
            {t('learn.quiz.xp', { xp: format.integer(result.xpGained) })}
          </span>
        )}
      </div>
      {result.xpGained === 0 && <p className="text-sm text-slate-700">{t('learn.quiz.noXp')}</p>}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {nextId && (
          <Button asChild size="lg">
            <Link to={`/learn/${nextId}`}>
              {t('learn.quiz.nextLesson')}
              <ArrowRight className="size-5 flip-rtl" aria-hidden />
            </Link>
          </Button>
        )}
        <Button asChild size="lg" variant="secondary">
          <Link to="/learn">
            <List className="size-5" aria-hidden />
            {t('learn.quiz.allLessons')}
          </Link>
        </Button>
        <Button size="lg" variant="ghost" onClick={onRetry}>
          <RotateCcw className="size-5" aria-hidden />
          {t('learn.quiz.tryAgain')}
        </Button>
      </div>
    </div>
  );
}

import { ListChecks } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { LESSON_XP } from '#core/learn/lesson-constants';
import type { Lesson } from '#core/schemas/learn';
import { Button } from '../../../components/ui/button';
import { errorKey } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useAnswerQuiz } from '../api/answer-quiz';
import { useLessonLanguage } from '../hooks/use-lesson-language';
import { FocusHeading } from './focus-heading';
import { QuizQuestion } from './quiz-question';
import { QuizScore } from './quiz-score';
import { SignInToCheck } from './sign-in-to-check';

/**
 * The lesson's quiz. A signed-in player checks the answers on the server (which holds the key):
 * each question is then marked with why, and the score and any XP show. A visitor reads the
 * questions and is asked to sign in to check them.
 */
export function QuizSection({ lesson, focusKey }: { lesson: Lesson; focusKey: number }) {
  const { t } = usePageTranslation('learn');
  const { me } = useSession();
  const answer = useAnswerQuiz(lesson.id, useLessonLanguage());
  const [answers, setAnswers] = useState<(number | null)[]>(() => lesson.quiz.map(() => null));
  const [checks, setChecks] = useState(0);
  const [retries, setRetries] = useState(0);
  const headingId = useId();
  const hintId = useId();
  const result = answer.data ?? null;
  const complete = answers.every((a) => a !== null);

  const choose = (question: number, option: number) =>
    setAnswers((current) => current.map((a, i) => (i === question ? option : a)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || answer.isPending) return;
    answer.mutate(answers as number[], {
      onSuccess: (r) => {
        setChecks((c) => c + 1);
        if (r.xpGained > 0) toast.success(t('learn.quiz.xpToast', { xp: r.xpGained }));
      },
      onError: (error) =>
        toast.error(t('learn.quiz.failed'), {
          description: t(errorKey(error), { defaultValue: t('errors.internal') }),
        }),
    });
  };
  const retry = () => {
    answer.reset();
    setAnswers(lesson.quiz.map(() => null));
    setRetries((r) => r + 1);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      data-testid="lesson-quiz"
    >
      <div>
        <FocusHeading
          id={headingId}
          focusKey={focusKey + retries}
          className="flex items-center gap-2 text-xl font-bold text-slate-900"
        >
          <ListChecks className="size-6 shrink-0 text-brand-600" aria-hidden />
          {t('learn.quiz.title')}
        </FocusHeading>
        <p className="mt-1 text-slate-600">{t('learn.quiz.intro')}</p>
      </div>
      <form onSubmit={submit} className="space-y-6">
        {lesson.quiz.map((question, i) => (
          <QuizQuestion
            key={i}
            number={i + 1}
            total={lesson.quiz.length}
            question={question}
            value={answers[i] ?? null}
            onChoose={(option) => choose(i, option)}
            result={result?.results[i] ?? null}
            disabled={answer.isPending}
          />
        ))}
        {!result &&
          (me ? (
            <div className="space-y-2">
              <Button
                type="submit"
                size="lg"
                className="w-full sm:w-auto"
                disabled={!complete || answer.isPending}
                aria-busy={answer.isPending}
                aria-describedby={complete ? undefined : hintId}
              >
                {answer.isPending ? t('learn.quiz.checking') : t('learn.quiz.check')}
              </Button>
              {!complete && (
                <p id={hintId} className="text-sm text-slate-600">
                  {t('learn.quiz.answerAll')}
                </p>
              )}
            </div>
          ) : (
            <SignInToCheck lessonId={lesson.id} xp={LESSON_XP} />
          ))}
      </form>
      {result && (
        <QuizScore
          result={result}
          total={lesson.quiz.length}
          nextId={lesson.nextId}
          focusKey={checks}
          onRetry={retry}
        />
      )}
    </section>
  );
}

import { CircleCheck } from 'lucide-react';
import type { Lesson } from '#core/schemas/learn';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** The lesson's number and topic, its title (the page's h1), its one-line summary, and the best score if done. */
export function LessonHeader({ lesson }: { lesson: Lesson }) {
  const { t } = usePageTranslation('learn');
  const format = useFormat();
  return (
    <header>
      <p className="text-sm font-semibold text-brand-700">
        {t('learn.lesson.number', { number: format.integer(lesson.order) })} · {t(`learn.topics.${lesson.topic}`)}
      </p>
      <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-3xl">
        {lesson.title}
      </h1>
      <p className="mt-1 text-slate-600">{lesson.summary}</p>
      {lesson.done && (
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
          <CircleCheck className="size-4 shrink-0" aria-hidden />
          {t('learn.lesson.doneBefore', { correct: lesson.correct ?? 0, total: lesson.quiz.length })}
        </p>
      )}
    </header>
  );
}

import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { LessonSummary } from '#core/schemas/learn';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { DoneMark } from './done-mark';

/** One lesson on /learn: its number, title (the link), summary, and whether it is done with its score. */
export function LessonCard({ lesson, xp }: { lesson: LessonSummary; xp: number }) {
  const { t } = usePageTranslation('learn');
  const format = useFormat();
  return (
    <li
      className="relative flex items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand-600 hover:ring-slate-300"
      data-testid="lesson-card"
      data-done={lesson.done}
    >
      <span
        aria-hidden
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full text-base font-bold tabular-nums',
          lesson.done ? 'bg-emerald-100 text-emerald-800' : 'bg-brand-100 text-brand-700',
        )}
      >
        {format.integer(lesson.order)}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-bold text-slate-900">
          {/* The whole card is the link's target area; the title is its text. */}
          <Link
            to={`/learn/${lesson.id}`}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
          >
            <span className="sr-only">{t('learn.card.number', { number: lesson.order })}: </span>
            {lesson.title}
          </Link>
        </h3>
        <p className="mt-0.5 text-sm text-slate-600">{lesson.summary}</p>
        <p className="mt-2">
          {lesson.done ? (
            <DoneMark correct={lesson.correct} />
          ) : (
            <span dir="ltr" className="text-sm font-semibold text-brand-700">
              {t('learn.card.xp', { xp })}
            </span>
          )}
        </p>
      </div>
      <ChevronRight className="mt-2 size-5 shrink-0 text-slate-500 flip-rtl" aria-hidden />
    </li>
  );
}

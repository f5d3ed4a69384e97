import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import type { LessonSummary } from '#core/schemas/learn';
import { Button } from '../../../components/ui/button';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useLessons } from '../api/get-lessons';

const A = 'classes.assignments';

/** The lesson a "finish a lesson" assignment asks for: a native select, the chosen lesson's summary under it. */
export function LessonSelect({ value, onChange }: { value: string | undefined; onChange: (id: string) => void }) {
  const { t } = usePageTranslation('classes');
  const lessons = useLessons();
  const id = useId();
  const hintId = `${id}-hint`;

  if (lessons.error) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-rose-50 p-3 text-sm text-rose-800">
        <CircleAlert className="size-4 shrink-0" aria-hidden />
        <span className="min-w-0 flex-1">{t(`${A}.lessonsLoadError`)}</span>
        <Button variant="secondary" size="sm" onClick={() => void lessons.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  const list: LessonSummary[] = lessons.data ?? [];
  const chosen = list.find((l) => l.id === value);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t(`${A}.params.lesson`)}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        disabled={lessons.isPending}
        aria-busy={lessons.isPending}
        aria-describedby={chosen ? hintId : undefined}
        className="block h-12 w-full rounded-xl border border-slate-300 bg-white ps-3.5 pe-8 text-base text-slate-900 shadow-xs focus:border-brand-600 focus:outline-3 focus:outline-brand-500/25 disabled:text-slate-600"
        data-testid="assignment-lesson"
      >
        {lessons.isPending ? <option value="">{t(`${A}.lessonsLoading`)}</option> : null}
        {list.map((lesson) => (
          <option key={lesson.id} value={lesson.id}>
            {t(`${A}.lessonOption`, { order: lesson.order, title: lesson.title })}
          </option>
        ))}
      </select>
      {chosen ? (
        <p id={hintId} className="text-xs text-slate-600">
          {chosen.summary}
        </p>
      ) : null}
    </div>
  );
}

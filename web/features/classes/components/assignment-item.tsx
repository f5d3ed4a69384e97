import { Check, ChevronDown, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { tally } from '#core/classes/assignments';
import type { ClassAssignment } from '#core/schemas/classes';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { assignmentTitle } from '../lib/assignment-text';

const A = 'classes.assignments';

/** One assignment: its task, due day and "N of M students done", opening onto each student's progress. */
export function AssignmentItem({
  assignment,
  nameOf,
  lessonTitle,
  onDelete,
}: {
  assignment: ClassAssignment;
  nameOf: (userId: string) => string;
  lessonTitle: (id: string) => string | undefined;
  onDelete: (assignment: ClassAssignment) => void;
}) {
  const { t } = usePageTranslation('classes');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const title = assignmentTitle(t, assignment, lessonTitle);
  const { done, of } = tally(assignment.students);
  const students = [...assignment.students].sort(
    (a, b) => Number(b.done) - Number(a.done) || nameOf(a.userId).localeCompare(nameOf(b.userId)),
  );

  return (
    <li className="py-3" data-testid="assignment-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{title}</p>
          <p className="text-sm text-slate-600">
            {assignment.dueOn ? t(`${A}.due`, { date: format.day(assignment.dueOn) }) : t(`${A}.noDue`)}
            {' · '}
            <span className="font-semibold text-slate-800">{t(`${A}.doneCount`, { done, of })}</span>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((o) => !o)}
          >
            <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
            {open ? t(`${A}.hideStudents`) : t(`${A}.showStudents`)}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t(`${A}.deleteOf`, { name: title })}
            onClick={() => onDelete(assignment)}
          >
            <Trash2 className="size-4" aria-hidden />
            <span className="max-sm:sr-only">{t(`${A}.delete`)}</span>
          </Button>
        </div>
      </div>
      <div id={listId} hidden={!open} className="mt-2">
        {students.length === 0 ? (
          <p className="text-sm text-slate-600">{t(`${A}.noStudents`)}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-3">
            {students.map((s) => (
              <li key={s.userId} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="min-w-0 truncate text-slate-900">{nameOf(s.userId)}</span>
                {s.done ? (
                  <span className="flex shrink-0 items-center gap-1 font-semibold text-emerald-700">
                    <Check className="size-4" aria-hidden />
                    {s.completedAt
                      ? t(`${A}.doneOn`, { date: format.day(s.completedAt.slice(0, 10)) })
                      : t(`${A}.done`)}
                  </span>
                ) : (
                  <span className="shrink-0 text-slate-600">
                    {t(`${A}.notYet`)} · {t(`${A}.progress`, s.progress)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

import { Fragment } from 'react';
import type { ClassStudent, ClassTeam } from '#core/schemas/classes';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { OnStudentAction } from '../lib/student-action';
import { SORT_KEYS, type SortKey, type StudentSort } from '../lib/student-sort';
import { SortHeader } from './sort-header';
import { StudentRow } from './student-row';

/**
 * The students as a table on a wide screen, every column sortable from its heading. It scrolls
 * inside its own box if the box is narrower, so the page itself never widens; the actions stay at
 * the box's end meanwhile, so a teacher reaches them without scrolling sideways.
 */
export function StudentsTable({
  classId,
  students,
  teams,
  caption,
  sort,
  onSort,
  onAction,
}: {
  classId: string;
  students: ClassStudent[];
  /** The class's teams when its students are put in teams: a Team column after the name. */
  teams: ClassTeam[] | null;
  caption: string;
  sort: StudentSort;
  onSort: (key: SortKey) => void;
  onAction: OnStudentAction;
}) {
  const { t } = usePageTranslation('classes');
  return (
    // Relative: the headings' screen-reader text is positioned, and would otherwise escape the
    // scrolling box and widen the page once the table is wider than the box.
    <div className="relative -mx-2 overflow-x-auto">
      <table className="w-full border-collapse text-sm text-slate-900" data-testid="students-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            {SORT_KEYS.map((key) => (
              <Fragment key={key}>
                <SortHeader
                  label={t(`classes.students.columns.${key}`)}
                  sortKey={key}
                  sort={sort}
                  onSort={onSort}
                  end={key !== 'name' && key !== 'lastActive'}
                  className={key === 'name' ? 'min-w-48' : undefined}
                />
                {key === 'name' && teams ? (
                  <th scope="col" className="px-2 py-2 text-start align-bottom text-xs font-semibold text-slate-600">
                    {t('classes.students.columns.team')}
                  </th>
                ) : null}
              </Fragment>
            ))}
            <th
              scope="col"
              className="sticky end-0 bg-white px-2 py-2 text-end align-bottom text-xs font-semibold text-slate-600"
            >
              <span className="sr-only">{t('classes.students.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => (
            <StudentRow key={student.userId} classId={classId} student={student} teams={teams} onAction={onAction} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { ClassStudent, ClassTeam } from '#core/schemas/classes';
import type { OnStudentAction } from '../lib/student-action';
import type { StudentSort } from '../lib/student-sort';
import { SortControls } from './sort-controls';
import { StudentCard } from './student-card';

/** The students as cards on a phone or a narrow window, in the order the controls above them set. */
export function StudentCards({
  classId,
  students,
  teams,
  caption,
  sort,
  onSortChange,
  onAction,
}: {
  classId: string;
  students: ClassStudent[];
  /** The class's teams when its students are put in teams: a team picker on each card. */
  teams: ClassTeam[] | null;
  caption: string;
  sort: StudentSort;
  onSortChange: (sort: StudentSort) => void;
  onAction: OnStudentAction;
}) {
  return (
    <div className="space-y-3">
      <SortControls sort={sort} onChange={onSortChange} />
      <ul className="grid gap-3 md:grid-cols-2" aria-label={caption} data-testid="student-cards">
        {students.map((student) => (
          <StudentCard key={student.userId} classId={classId} student={student} teams={teams} onAction={onAction} />
        ))}
      </ul>
    </div>
  );
}

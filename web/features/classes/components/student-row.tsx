import type { ClassStudent, ClassTeam } from '#core/schemas/classes';
import { BoltPrice } from '../../../components/bolt-price';
import { GainText } from '../../../components/gain-text';
import { useFormat } from '../../../lib/format';
import type { OnStudentAction } from '../lib/student-action';
import { LastActive } from './last-active';
import { LastReason } from './last-reason';
import { RankValue } from './rank-value';
import { ScoreValue } from './score-value';
import { ShareValue } from './share-value';
import { StudentActions } from './student-actions';
import { StudentName } from './student-name';
import { TeamSelect } from './team-select';
import { TradesCount } from './trades-count';

const cell = 'px-2 py-3 align-top';

/** One student in the teacher's table, in the columns' order (see StudentsTable). */
export function StudentRow({
  classId,
  student,
  teams,
  onAction,
}: {
  classId: string;
  student: ClassStudent;
  /** The class's teams when its students are put in teams (a column of its own); null otherwise. */
  teams: ClassTeam[] | null;
  onAction: OnStudentAction;
}) {
  const format = useFormat();
  return (
    <tr className="border-b border-slate-100 last:border-b-0" data-testid="student-row">
      <th scope="row" className={`${cell} text-start font-normal`}>
        <StudentName student={student} />
        {student.lastReason ? <LastReason reason={student.lastReason} className="mt-1 max-w-56" /> : null}
      </th>
      {teams ? (
        <td className="px-2 py-2.5 align-top">
          <TeamSelect classId={classId} student={student} teams={teams} className="w-36" />
        </td>
      ) : null}
      <td className={`${cell} text-slate-700`}>
        <LastActive iso={student.lastActiveAt} />
      </td>
      <td className={`${cell} text-end`}>
        <TradesCount trades={student.trades} reasons={student.reasons} />
      </td>
      <td className={`${cell} text-end`}>
        <BoltPrice minor={student.valueMinor} className="text-slate-900" />
      </td>
      <td className={`${cell} text-end`}>
        <GainText bp={student.gainBp} />
      </td>
      <td className={`${cell} text-end`}>
        <ScoreValue score={student.score} />
      </td>
      <td className={`${cell} text-end`}>
        <RankValue rank={student.rank} />
      </td>
      <td className={`${cell} text-end tabular-nums`}>{format.integer(student.companies)}</td>
      <td className={`${cell} text-end`}>
        <ShareValue bp={student.maxPositionBp} />
      </td>
      <td className={`${cell} text-end tabular-nums`}>{format.integer(student.lessons)}</td>
      <td className="sticky end-0 bg-white px-1 py-2 align-top">
        <StudentActions student={student} onAction={onAction} compact />
      </td>
    </tr>
  );
}

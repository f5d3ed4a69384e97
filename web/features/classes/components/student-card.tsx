import { useId, type ReactNode } from 'react';
import type { ClassStudent, ClassTeam } from '#core/schemas/classes';
import { BoltPrice } from '../../../components/bolt-price';
import { GainText } from '../../../components/gain-text';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
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

/** One student on a phone: the table's columns as labelled figures, then what the teacher can do. */
export function StudentCard({
  classId,
  student,
  teams,
  onAction,
}: {
  classId: string;
  student: ClassStudent;
  /** The class's teams when its students are put in teams; null otherwise. */
  teams: ClassTeam[] | null;
  onAction: OnStudentAction;
}) {
  const { t } = usePageTranslation('classes');
  const format = useFormat();
  const teamId = useId();
  const column = (key: string) => t(`classes.students.columns.${key}`);
  return (
    <li className="space-y-3 rounded-xl p-3 ring-1 ring-slate-200" data-testid="student-card">
      <div className="flex items-start justify-between gap-3">
        <StudentName student={student} as="h3" />
        <span className="shrink-0 text-end">
          <RankValue rank={student.rank} />
        </span>
      </div>
      {teams ? (
        <div className="flex items-center gap-3">
          <label htmlFor={teamId} className="shrink-0 text-sm font-semibold text-slate-800">
            {column('team')}
          </label>
          <TeamSelect id={teamId} classId={classId} student={student} teams={teams} className="w-0 flex-1" />
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <Figure label={column('value')}>
          <BoltPrice minor={student.valueMinor} />
        </Figure>
        <Figure label={column('return')}>
          <GainText bp={student.gainBp} />
        </Figure>
        <Figure label={column('score')}>
          <ScoreValue score={student.score} />
        </Figure>
        <Figure label={column('trades')}>
          <TradesCount trades={student.trades} reasons={student.reasons} />
        </Figure>
        <Figure label={column('companies')}>
          <span className="tabular-nums">{format.integer(student.companies)}</span>
        </Figure>
        <Figure label={column('largestPosition')}>
          <ShareValue bp={student.maxPositionBp} />
        </Figure>
        <Figure label={column('lessons')}>
          <span className="tabular-nums">{format.integer(student.lessons)}</span>
        </Figure>
        <Figure label={column('lastActive')}>
          <LastActive iso={student.lastActiveAt} />
        </Figure>
      </dl>
      {student.lastReason ? <LastReason reason={student.lastReason} /> : null}
      <StudentActions student={student} onAction={onAction} />
    </li>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

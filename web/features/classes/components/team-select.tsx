import type { ClassStudent, ClassTeam } from '#core/schemas/classes';
import { errorKey } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { usePlaceStudent } from '../api/place-student';
import { teamOf } from '../lib/teams';

/** The option for no team: a select's values are strings. */
const NO_TEAM = '';

/**
 * A student's team, chosen on the spot: a native select named for the student. It shows the choice
 * while it is saved, and goes back to the saved team if the server refuses it.
 */
export function TeamSelect({
  classId,
  student,
  teams,
  id,
  className,
}: {
  classId: string;
  student: ClassStudent;
  teams: ClassTeam[];
  /** For a visible label beside it (the phone card). */
  id?: string;
  className?: string;
}) {
  const { t } = usePageTranslation('classes');
  const place = usePlaceStudent(classId);
  const saved = teamOf(student, teams);
  const shown = place.isPending ? place.variables.teamId : saved;

  const choose = (value: string) => {
    place.mutate(
      { userId: student.userId, teamId: value === NO_TEAM ? null : value },
      {
        onError: (error) =>
          toast.error(t('classes.teams.placeFailed', { name: student.name }), {
            description: t(errorKey(error), { defaultValue: t('errors.internal') }),
          }),
      },
    );
  };

  return (
    <select
      id={id}
      value={shown ?? NO_TEAM}
      onChange={(e) => choose(e.target.value)}
      aria-label={t('classes.teams.teamOf', { name: student.name })}
      aria-busy={place.isPending}
      className={cn(
        'h-9 min-w-0 truncate rounded-lg border border-slate-300 bg-white ps-2.5 pe-8 text-sm text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30',
        shown === null && 'text-slate-600',
        className,
      )}
      data-testid="student-team"
    >
      <option value={NO_TEAM}>{t('classes.teams.none')}</option>
      {teams.map((team) => (
        <option key={team.id} value={team.id}>
          {team.name}
        </option>
      ))}
    </select>
  );
}

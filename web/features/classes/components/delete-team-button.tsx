import { Trash2 } from 'lucide-react';
import type { ClassTeam } from '#core/schemas/classes';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** A team's delete button in the standings: an icon named for the team, asking before it deletes. */
export function DeleteTeamButton({ team, onDelete }: { team: ClassTeam; onDelete: (team: ClassTeam) => void }) {
  const { t } = usePageTranslation('classes');
  const named = t('classes.teams.deleteOf', { name: team.name });
  return (
    <button
      type="button"
      title={named}
      aria-label={named}
      onClick={() => onDelete(team)}
      className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-rose-50 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      data-testid="team-delete"
    >
      <Trash2 className="size-4.5" aria-hidden />
    </button>
  );
}

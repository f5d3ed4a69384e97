import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { TEAMS_MAX, type ClassSummary, type ClassTeam } from '#core/schemas/classes';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { TeamStandingsTable } from '../../../components/team-standings-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useDeleteTeam } from '../api/delete-team';
import { useClassStudents } from '../api/get-class-students';
import { ConfirmDialog } from './confirm-dialog';
import { DeleteTeamButton } from './delete-team-button';
import { ShareOutTeams } from './share-out-teams';
import { TeamForm } from './team-form';

const T = 'classes.teams';

/** A class played in teams: the teams' standings, a new team, deleting one, and sharing out the rest. */
export function TeamsCard({ summary }: { summary: ClassSummary }) {
  const { t } = usePageTranslation('classes');
  // The dashboard's query (shared cache): the teams come with the students and refresh with them.
  const dashboard = useClassStudents(summary.id);
  const remove = useDeleteTeam(summary.id);
  const [deleting, setDeleting] = useState<ClassTeam | null>(null);
  const teams = dashboard.data?.teams ?? [];

  function confirmDelete() {
    if (!deleting) return;
    const { name } = deleting;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(t(`${T}.deleted`, { name }));
      },
      onError: (error) =>
        toast.error(t(`${T}.deleteFailed`), {
          description: t(errorKey(error), { defaultValue: t('errors.internal') }),
        }),
    });
  }

  return (
    <SectionCard title={t(`${T}.title`)} icon={UsersRound}>
      <div className="space-y-5" data-testid="teams-card">
        <p className="text-slate-600">{t(`${T}.intro`)}</p>
        {dashboard.isPending ? (
          <Skeleton className="h-24 rounded-xl" />
        ) : dashboard.error ? (
          <LoadError title={t(`${T}.loadError`)} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
        ) : (
          <>
            {teams.length === 0 ? (
              <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-600">{t(`${T}.empty`)}</p>
            ) : (
              <div className="-mx-2">
                <TeamStandingsTable
                  teams={teams}
                  caption={t(`${T}.caption`, { name: summary.name })}
                  rowTestId="team-standing"
                  actionLabel={t('classes.students.columns.actions')}
                  action={(team) => <DeleteTeamButton team={team} onDelete={setDeleting} />}
                />
              </div>
            )}
            <ShareOutTeams classId={summary.id} students={dashboard.data.students} teams={teams} />
          </>
        )}
        <div className="border-t border-slate-100 pt-4">
          <TeamForm classId={summary.id} full={teams.length >= TEAMS_MAX} />
        </div>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t(`${T}.confirmDelete.title`, { name: deleting?.name ?? '' })}
        body={t(`${T}.confirmDelete.body`)}
        confirmLabel={remove.isPending ? t(`${T}.confirmDelete.deleting`) : t(`${T}.confirmDelete.confirm`)}
        cancelLabel={t(`${T}.confirmDelete.cancel`)}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        testId="delete-team-dialog"
      />
    </SectionCard>
  );
}

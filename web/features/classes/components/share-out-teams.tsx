import { Shuffle } from 'lucide-react';
import type { ClassStudent, ClassTeam } from '#core/schemas/classes';
import { Button } from '../../../components/ui/button';
import { errorKey } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useShareOutTeams } from '../api/share-out-teams';
import { countWithoutTeam } from '../lib/teams';

const T = 'classes.teams';

/** How many students have no team yet, and one button that deals them to the smallest teams. */
export function ShareOutTeams({
  classId,
  students,
  teams,
}: {
  classId: string;
  students: ClassStudent[];
  teams: ClassTeam[];
}) {
  const { t } = usePageTranslation('classes');
  const format = useFormat();
  const share = useShareOutTeams(classId);
  const waiting = countWithoutTeam(students, teams);

  const shareOut = () =>
    share.mutate(undefined, {
      onSuccess: ({ placed }) => toast.success(t(`${T}.placed`, { count: placed, formatted: format.integer(placed) })),
      onError: (error) =>
        toast.error(t(`${T}.shareOutFailed`), {
          description: t(errorKey(error), { defaultValue: t('errors.internal') }),
        }),
    });

  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 rounded-xl bg-slate-50 p-3">
      <div className="min-w-0">
        {students.length > 0 ? (
          <p className="text-sm font-semibold text-slate-800" data-testid="teams-without">
            {waiting > 0
              ? t(`${T}.withoutTeam`, { count: waiting, formatted: format.integer(waiting) })
              : t(`${T}.everyonePlaced`)}
          </p>
        ) : null}
        <p className="text-xs text-slate-600">{t(`${T}.shareOutHint`)}</p>
      </div>
      <Button
        variant="secondary"
        // A phone's width: the label may take two lines, so the button grows with it.
        className="h-auto min-h-10 w-full py-2 sm:w-auto"
        onClick={shareOut}
        disabled={teams.length === 0 || waiting === 0 || share.isPending}
        aria-busy={share.isPending}
        data-testid="teams-share-out"
      >
        <Shuffle className="size-4" aria-hidden />
        {share.isPending ? t(`${T}.sharing`) : t(`${T}.shareOut`)}
      </Button>
    </div>
  );
}

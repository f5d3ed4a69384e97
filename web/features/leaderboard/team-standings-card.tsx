import { UsersRound } from 'lucide-react';
import { SectionCard } from '../../components/section-card';
import { TeamStandingsTable } from '../../components/team-standings-table';
import { usePageTranslation } from '../../lib/use-page-translation';
import { useTeamBoard } from './api/get-team-board';

/**
 * A class played in teams: its teams by average value, the reader's own marked. Nothing otherwise,
 * nor when the board is hidden or will not load (the board below says why).
 */
export function TeamStandingsCard() {
  const { t } = usePageTranslation('leaderboard');
  const board = useTeamBoard();
  if (board.isError || !board.data || board.data.teams.length === 0) return null;
  return (
    <div data-testid="team-standings">
      <SectionCard title={t('leaderboard.teams.title')} icon={UsersRound}>
        <p className="mb-3 text-sm text-slate-600">{t('leaderboard.teams.explain')}</p>
        <div className="-mx-2">
          <TeamStandingsTable
            teams={board.data.teams}
            caption={t('leaderboard.teams.title')}
            myTeamId={board.data.myTeamId}
            rowTestId="team-standing-row"
          />
        </div>
      </SectionCard>
    </div>
  );
}

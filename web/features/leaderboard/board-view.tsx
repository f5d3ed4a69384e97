import { Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Board } from '#core/schemas/leaderboard';
import { LoadError } from '../../components/load-error';
import { SectionCard } from '../../components/section-card';
import { TimeAgo } from '../../components/time-ago';
import { Spinner } from '../../components/ui/spinner';
import { usePageTranslation } from '../../lib/use-page-translation';
import { useLeaderboard } from './api/get-leaderboard';
import { ChampionsCard } from './champions-card';
import { EligibilityCard } from './eligibility-card';
import { LeagueHeader } from './league-header';
import { LeaguePending } from './league-pending';
import { MyPositionCard } from './my-position-card';
import { PrizeCard } from './prize-card';
import { ScoreExplainer } from './score-explainer';
import { StandingsTable } from './standings-table';

/** One board of the page: the reader's league group or the whole game's top, with their own cards. */
export function BoardView({ board }: { board: Board }) {
  const { t } = usePageTranslation('leaderboard');
  const query = useLeaderboard(board);
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return <LoadError title={t('leaderboard.loadError')} error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  // The server answers another game's board whole: leagues are the public game's.
  const inLeague = data.board === 'league';
  // Not placed yet: the group (and so the table) comes with the next refresh of the board.
  const waiting = inLeague && !data.league;
  const title = inLeague ? t('leaderboard.leagueStandings') : t('leaderboard.topPerformers');
  return (
    <div className="space-y-4">
      {inLeague && (data.league ? <LeagueHeader league={data.league} /> : <LeaguePending />)}
      <div className="grid gap-4 md:grid-cols-2">
        {/* Only the public game has a weekly prize. */}
        {data.prizeMinor > 0 && <PrizeCard board={data} />}
        {!(waiting && !data.me) && (
          <MyPositionCard me={data.me} players={inLeague && data.league ? data.league.size : data.players} />
        )}
        {data.eligibility && (
          <div className="md:col-span-2">
            <EligibilityCard eligibility={data.eligibility} />
          </div>
        )}
      </div>
      {!waiting && (
        <SectionCard title={title} icon={Users}>
          <ScoreExplainer />
          {data.top.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600">
              {t('leaderboard.empty')}{' '}
              <Link to="/trade" className="font-semibold text-brand-700 underline">
                {t('leaderboard.startTrading')}
              </Link>
            </p>
          ) : (
            <div className="-mx-2 sm:mx-0">
              <StandingsTable
                entries={data.top}
                caption={title}
                league={inLeague ? data.league : null}
                showTiers={!inLeague}
              />
            </div>
          )}
          {data.updatedAt && (
            <p className="mt-3 text-xs text-slate-600">
              {t('leaderboard.updated')} <TimeAgo iso={data.updatedAt} />
            </p>
          )}
        </SectionCard>
      )}
      <ChampionsCard champions={data.champions} />
      <p className="text-xs text-slate-600">{t('leaderboard.rules')}</p>
    </div>
  );
}

import { Users } from 'lucide-react';
import { usePageTranslation } from '../../lib/use-page-translation';
import { Link } from 'react-router';
import { GameSwitcher } from '../../components/game-switcher';
import { LoadError } from '../../components/load-error';
import { SectionCard } from '../../components/section-card';
import { TimeAgo } from '../../components/time-ago';
import { Spinner } from '../../components/ui/spinner';
import { useLeaderboard } from './api/get-leaderboard';
import { ChampionsCard } from './champions-card';
import { MyPositionCard } from './my-position-card';
import { PrizeCard } from './prize-card';
import { StandingsTable } from './standings-table';

/** /leaderboard, "Weekly Champions": the chosen game's weekly board, refreshed as it changes. */
export function LeaderboardRoute() {
  const { t } = usePageTranslation('leaderboard');
  const board = useLeaderboard();
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            {t('leaderboard.title')}
          </h1>
          <p className="mt-1 text-slate-600">{t('leaderboard.subtitle')}</p>
        </div>
        <GameSwitcher className="w-full sm:w-auto" />
      </div>
      {board.isPending ? (
        <Spinner />
      ) : board.isError ? (
        <LoadError title={t('leaderboard.loadError')} error={board.error} onRetry={() => void board.refetch()} />
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            {/* Only the public game has a weekly prize. */}
            {board.data.prizeMinor > 0 && <PrizeCard board={board.data} />}
            <MyPositionCard me={board.data.me} players={board.data.players} />
          </div>
          <SectionCard title={t('leaderboard.topPerformers')} icon={Users}>
            {board.data.top.length === 0 ? (
              <p className="py-6 text-center text-sm text-slate-600">
                {t('leaderboard.empty')}{' '}
                <Link to="/trade" className="font-semibold text-brand-700 underline">
                  {t('leaderboard.startTrading')}
                </Link>
              </p>
            ) : (
              <div className="-mx-2 sm:mx-0">
                <StandingsTable entries={board.data.top} caption={t('leaderboard.topPerformers')} />
              </div>
            )}
            {board.data.updatedAt && (
              <p className="mt-3 text-xs text-slate-600">
                {t('leaderboard.updated')} <TimeAgo iso={board.data.updatedAt} />
              </p>
            )}
          </SectionCard>
          <ChampionsCard champions={board.data.champions} />
          <p className="text-xs text-slate-600">{t('leaderboard.rules')}</p>
        </>
      )}
    </div>
  );
}

import { Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageTranslation } from '../../lib/use-page-translation';
import { Link } from 'react-router';
import { GameSwitcher } from '../../components/game-switcher';
import { LoadError } from '../../components/load-error';
import { useSession } from '../../lib/session';
import { useTrades } from '../../lib/trading';
import { useArrival, useArrived } from '../../lib/use-arrival';
import { AchievementsCard } from './components/achievements-card';
import { useProfileStats } from './api/get-profile-stats';
import { useProgress } from './api/get-progress';
import { useProfilePortfolio } from './api/get-portfolio';
import { LevelCard } from './components/level-card';
import { PortfolioCard } from './components/portfolio-card';
import { PortfolioChartCard } from './components/portfolio-chart-card';
import { ProfileHeaderCard } from './components/profile-header-card';
import { CardSkeleton, StatsSkeleton } from './components/profile-skeleton';
import { RecentTradesCard } from './components/recent-trades-card';
import { ReferralCard } from './components/referral-card';
import { TradingStatsCard } from './components/trading-stats-card';
import { WalletCard } from './components/wallet-card';
import { QuestView } from '../../components/quest-view';

/** /profile: who you are, your wallet and portfolio, level, statistics, achievements and invitations. */
export function ProfileRoute({ today }: { today?: ReactNode }) {
  const { t } = usePageTranslation('profile');
  const { me } = useSession();
  const stats = useProfileStats();
  const portfolio = useProfilePortfolio();
  const trades = useTrades();
  const progress = useProgress();
  // Each read's first answer renders as a transition, in slices (see useArrival): the cards they
  // fill are most of the page, and rendered at once they were a phone's longest tasks.
  const shownTrades = useArrival(trades.data);
  const shownProgress = useArrival(progress.data);
  const arrived = useArrived(!stats.isPending && !portfolio.isPending);
  // The router's guard sends signed-out visitors away; render nothing in between.
  if (!me) return null;

  // The wallet and the portfolio read one answer (GET /api/portfolio), so their figures always
  // agree even while prices move between requests; GET /api/me/stats is the fallback.
  const wallet = portfolio.data ?? (portfolio.isError ? stats.data?.portfolio : undefined);
  const loading = !arrived;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t('profile.title')}</h1>
        <Link
          to="/settings"
          className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Settings className="size-5" aria-hidden />
          {t('profile.settingsLink')}
        </Link>
      </div>

      <ProfileHeaderCard me={me} />
      {/* The habits' Today card (docs/rules.md#habits), composed in by the router. */}
      {today}
      {/* The wallet, portfolio, statistics and recent trades below are the chosen game's. */}
      <GameSwitcher className="sm:justify-end" />

      {loading ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">{t('profile.loading')}</span>
          <StatsSkeleton />
        </div>
      ) : (
        <>
          {wallet && (
            <QuestView quest="check_vs_index">
              <WalletCard figures={wallet} vsIndex={portfolio.data?.vsIndex} />
            </QuestView>
          )}
          {portfolio.data ? (
            <>
              <PortfolioChartCard />
              <QuestView quest="check_diversification">
                <PortfolioCard portfolio={portfolio.data} />
              </QuestView>
            </>
          ) : (
            <LoadError
              title={t('portfolio.loadError')}
              error={portfolio.error}
              onRetry={() => void portfolio.refetch()}
            />
          )}
          {stats.data ? (
            <div className="grid gap-4 lg:grid-cols-2">
              {shownProgress ? <LevelCard progress={shownProgress} /> : <CardSkeleton rows={2} />}
              <TradingStatsCard stats={stats.data} />
            </div>
          ) : (
            <LoadError title={t('profile.loadError')} error={stats.error} onRetry={() => void stats.refetch()} />
          )}
        </>
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        {shownTrades ? (
          <QuestView quest="review_trade">
            <RecentTradesCard trades={shownTrades} />
          </QuestView>
        ) : (
          (trades.isPending || trades.data) && <CardSkeleton rows={2} />
        )}
        <ReferralCard />
      </div>
      {shownProgress ? (
        <AchievementsCard achievements={shownProgress.achievements} />
      ) : (
        (progress.isPending || progress.data) && <CardSkeleton rows={3} />
      )}
    </div>
  );
}

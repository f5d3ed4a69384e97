import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { useProfileStats } from './api/get-profile-stats';
import { AchievementsCard } from './achievements-card';
import { LevelCard } from './level-card';
import { LoadError } from '../../components/load-error';
import { ProfileHeaderCard } from './profile-header-card';
import { StatsSkeleton } from './profile-skeleton';
import { ReferralCard } from './referral-card';
import { TradingStatsCard } from './trading-stats-card';
import { WalletCard } from './wallet-card';

/** /profile (SPEC §2): who you are, your wallet, level, statistics, achievements and invitations. */
export function ProfileRoute() {
  const { t } = useTranslation();
  const { me } = useSession();
  const stats = useProfileStats();
  // The router's guard sends signed-out visitors away; render nothing in between.
  if (!me) return null;

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

      {stats.isPending ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">{t('profile.loading')}</span>
          <StatsSkeleton />
        </div>
      ) : stats.data ? (
        <>
          <WalletCard stats={stats.data} />
          <div className="grid gap-4 lg:grid-cols-2">
            <LevelCard />
            <TradingStatsCard stats={stats.data} />
          </div>
        </>
      ) : (
        <LoadError title={t('profile.loadError')} error={stats.error} onRetry={() => void stats.refetch()} />
      )}

      <ReferralCard />
      <AchievementsCard />
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BoltsIndexCard } from '../../components/bolts-index-card';
import { CoachCards } from '../../components/coach/coach-cards';
import { useSession } from '../../lib/session';
import { ActiveTradesCard } from './components/active-trades-card';
import { displayName } from './lib/display-name';
import { CompanySearchCard } from './components/company-search-card';
import { ExploreCompaniesCard } from './components/explore-companies-card';
import { LiveFeedSection } from './components/live-feed-section';
import { SignOutButton } from './components/sign-out-button';
import { WalletCard } from './components/wallet-card';
import { WatchlistCard } from '../../components/watchlist/suspended';
import { FollowingCard } from '../../components/following';

/**
 * / (the feed), top of the page: the welcome line, the wallet, Active Trades and sign-out. The shell gate
 * admits only signed-in users who finished onboarding. Below them, the Bolts Index, Quick Company
 * Search and the Live Market Feed.
 */
export function FeedPage({ today }: { today?: ReactNode }) {
  const { t } = useTranslation();
  const { me } = useSession();
  if (!me) return null;
  return (
    <div className="space-y-5">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl">
            {/* First-strong isolate: a Latin name keeps its own direction inside a Hebrew sentence. */}
            {t('feed.welcome', { name: `\u2068${displayName(me.user)}\u2069` })}
          </h1>
          <p className="mt-1 text-slate-600">{t('feed.subtitle')}</p>
        </div>
        <SignOutButton />
      </header>
      <CoachCards />
      {/* Wider screens: wallet and explore stacked at the start, Active Trades beside both. */}
      <div className="grid gap-4 md:grid-cols-2 md:grid-rows-[auto_1fr] md:items-start">
        <WalletCard />
        <ActiveTradesCard className="md:row-span-2" />
        <ExploreCompaniesCard />
      </div>
      {/* The habits' Today card (docs/rules.md#habits), composed in by the router. */}
      {today}
      {/* The latest trades of the traders the player follows (docs/rules.md#friends-and-chat). */}
      <FollowingCard />
      <BoltsIndexCard />
      {/* Wide screens: the feed at the start, search kept in view beside it; phones: search first. */}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-5 lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1">
          <CompanySearchCard />
          <WatchlistCard />
        </div>
        <LiveFeedSection className="lg:col-start-1 lg:row-start-1" />
      </div>
    </div>
  );
}

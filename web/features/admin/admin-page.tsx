import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { tabsFor, type AdminTab } from '#core/admin/permissions';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { AdminHeader } from './components/admin-header';
import { AdminTabList } from './components/admin-tab-list';
import { QuickActions } from './components/quick-actions';
import { StatCards } from './components/stat-cards';

// Each tab is its own chunk: a moderator never downloads the companies or users screens.
const TAB_CONTENT: Record<AdminTab, React.LazyExoticComponent<React.ComponentType>> = {
  companies: lazy(() => import('./companies/companies-tab')),
  news: lazy(() => import('./news/news-tab')),
  ads: lazy(() => import('./ads/ads-tab')),
  users: lazy(() => import('./users/users-tab')),
  analytics: lazy(() => import('./analytics/analytics-tab')),
  reports: lazy(() => import('./reports/reports-tab')),
  prizes: lazy(() => import('./prizes/prizes-tab')),
};

/**
 * /admin and /admin/{companies,news,users,analytics}: the same panel with that tab chosen.
 * The shell gate lets only staff in; the tabs shown are the ones the user's roles allow
 * (a moderator sees News), and an unknown or forbidden tab falls back to the first allowed one.
 */
export function AdminPage() {
  const { me } = useSession();
  const { tab: wanted } = useParams();
  const roles = me?.roles ?? [];
  const tabs = tabsFor(roles);
  const current = tabs.find((tab) => tab === wanted) ?? tabs[0];
  if (!current) return null;
  const Content = TAB_CONTENT[current];
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <AdminHeader />
      <StatCards />
      <AdminTabList tabs={tabs} current={current} />
      {/* The tab's room is kept while its code and data load, so the quick actions below start
          out of view instead of being pushed down the screen (a layout shift) when it arrives. */}
      <div className="min-h-[75dvh]">
        <Suspense fallback={<Spinner />}>
          <Content />
        </Suspense>
      </div>
      <QuickActions roles={roles} />
    </div>
  );
}

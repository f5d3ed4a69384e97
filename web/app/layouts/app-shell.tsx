import { Home, Building2, ArrowLeftRight, User, Trophy } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { LanguagePicker } from '../../components/language-picker';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { SkipLink } from '../../components/skip-link';

// SPEC §2: feed, companies, trade, profile, leaderboard (and admin for admins, once accounts exist).
const NAV = [
  { to: '/', key: 'feed', icon: Home, end: true },
  { to: '/companies', key: 'companies', icon: Building2, end: false },
  { to: '/trade', key: 'trade', icon: ArrowLeftRight, end: false },
  { to: '/profile', key: 'profile', icon: User, end: false },
  { to: '/leaderboard', key: 'leaderboard', icon: Trophy, end: false },
] as const;

export function AppShell() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4">
          <Link to="/landing" className="rounded-md">
            <BrandMark />
          </Link>
          <LanguagePicker />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-24">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <nav
        aria-label={t('nav.label')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
      >
        <ul className="mx-auto grid max-w-2xl grid-cols-5">
          {NAV.map(({ to, key, icon: Icon, end }) => (
            <li key={key}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    'flex flex-col items-center gap-0.5 py-2 text-xs font-medium',
                    isActive ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900',
                  )
                }
              >
                <Icon className="size-5" aria-hidden />
                {t(`nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

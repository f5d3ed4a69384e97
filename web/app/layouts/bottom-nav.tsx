import { ArrowLeftRight, Building2, Home, Shield, Trophy, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';

// Feed, companies, trade, profile, leaderboard; staff also get the console (ADMIN).
const NAV = [
  { to: '/', key: 'feed', icon: Home, end: true },
  { to: '/companies', key: 'companies', icon: Building2, end: false },
  { to: '/trade', key: 'trade', icon: ArrowLeftRight, end: false },
  { to: '/profile', key: 'profile', icon: User, end: false },
  { to: '/leaderboard', key: 'leaderboard', icon: Trophy, end: false },
] as const;
const ADMIN = { to: '/admin', key: 'admin', icon: Shield, end: false } as const;

/** `isAdmin`: any staff member (admin or moderator) gets the console's entry. */
export function BottomNav({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const items = isAdmin ? [...NAV, ADMIN] : NAV;
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className={cn('mx-auto grid max-w-2xl', isAdmin ? 'grid-cols-6' : 'grid-cols-5')}>
        {items.map(({ to, key, icon: Icon, end }) => (
          <li key={key} className="min-w-0">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex flex-col items-center gap-0.5 py-2 font-medium',
                  isAdmin ? 'text-[0.625rem] tracking-tight min-[400px]:text-xs' : 'text-xs',
                  isActive ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900',
                )
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden />
              <span className="max-w-full truncate">{t(`nav.${key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

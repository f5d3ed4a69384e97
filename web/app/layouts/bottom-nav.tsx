import { ArrowLeftRight, BookOpen, Building2, Home, Lightbulb, Shield, Trophy, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn';

interface NavItem {
  to: string;
  key: string;
  icon: typeof Home;
  end: boolean;
  /** A path under `to` that has an entry of its own, so this one is not lit there too. */
  except?: string;
}

// Feed, companies, trade, profile, leaderboard; staff also get the console (ADMIN).
const MEMBER_NAV: NavItem[] = [
  { to: '/', key: 'feed', icon: Home, end: true },
  { to: '/companies', key: 'companies', icon: Building2, end: false },
  { to: '/trade', key: 'trade', icon: ArrowLeftRight, end: false },
  { to: '/profile', key: 'profile', icon: User, end: false },
  { to: '/leaderboard', key: 'leaderboard', icon: Trophy, end: false },
];
const ADMIN: NavItem = { to: '/admin', key: 'admin', icon: Shield, end: false };
// A visitor gets only the pages a visitor can open (docs/rules.md#display): the members' pages
// would send them away without a word. The header's "Sign in" is their way in.
const VISITOR_NAV: NavItem[] = [
  { to: '/landing', key: 'home', icon: Home, end: true },
  { to: '/companies', key: 'companies', icon: Building2, end: false },
  { to: '/learn', key: 'learn', icon: Lightbulb, end: false, except: '/learn/glossary' },
  { to: '/learn/glossary', key: 'glossary', icon: BookOpen, end: false },
];

/** `isAdmin`: any staff member (admin or moderator) gets the console's entry. */
export function BottomNav({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = !signedIn ? VISITOR_NAV : isAdmin ? [...MEMBER_NAV, ADMIN] : MEMBER_NAV;
  const dense = items.length > 5;
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul
        className={cn(
          'mx-auto grid max-w-2xl',
          items.length === 6 ? 'grid-cols-6' : items.length === 5 ? 'grid-cols-5' : 'grid-cols-4',
        )}
      >
        {items.map(({ to, key, icon: Icon, end, except }) => (
          <li key={key} className="min-w-0">
            <NavLink
              to={to}
              // Exact on the excepted path: not lit (nor aria-current) where the other entry is.
              end={end || (!!except && pathname.startsWith(except))}
              className={({ isActive }) =>
                cn(
                  'flex flex-col items-center gap-0.5 py-2 font-medium',
                  dense ? 'text-[0.625rem] tracking-tight min-[400px]:text-xs' : 'text-xs',
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

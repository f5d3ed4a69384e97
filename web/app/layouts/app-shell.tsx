import { isStaff } from '#core/admin/permissions';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { LanguagePicker } from '../../components/language-picker';
import { SkipLink } from '../../components/skip-link';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { AccountLink } from './account-link';
import { BottomNav } from './bottom-nav';
import { MessagesLink } from './messages-link';

/** The shell of SPEC §2: header (brand, language, account) and the bottom navigation. */
export function AppShell() {
  const { me } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4">
          <Link to={me ? '/' : '/landing'} className="rounded-md">
            <BrandMark />
          </Link>
          <div className="flex items-center gap-2 sm:gap-3">
            <LanguagePicker />
            {me && <MessagesLink />}
            <AccountLink me={me} />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-24">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav isAdmin={isStaff(me?.roles ?? [])} />
    </div>
  );
}

import { isStaff } from '#core/admin/permissions';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { LanguagePicker } from '../../components/language-picker';
import { SkipLink } from '../../components/skip-link';
import { TopBar } from '../../components/top-bar';
import { Spinner } from '../../components/ui/spinner';
import { ConsentBanner } from '../../features/consent';
import { StreakChip } from '../../features/habits';
import { NotificationsBell } from '../../features/notifications';
import { isTeacher, useSession } from '../../lib/session';
import { AccountLink } from './account-link';
import { BottomNav } from './bottom-nav';
import { ClassesLink } from './classes-link';
import { LearnLink } from './learn-link';
import { MessagesLink } from './messages-link';

/** The shell: header (brand, language, account) and the bottom navigation. */
export function AppShell() {
  const { me } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar
        sticky
        brand={
          <Link to={me ? '/' : '/landing'} className="rounded-md">
            <BrandMark compact />
          </Link>
        }
      >
        {/* On a phone the picker shows only the language's code: room for Learn, the streak and the bell. */}
        <LanguagePicker compact />
        <LearnLink />
        {isTeacher(me) && <ClassesLink />}
        {me && <StreakChip />}
        {me && <NotificationsBell />}
        {me && <MessagesLink />}
        <AccountLink me={me} />
      </TopBar>
      <ConsentBanner me={me} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-24">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav signedIn={!!me} isAdmin={isStaff(me?.roles ?? [])} />
    </div>
  );
}

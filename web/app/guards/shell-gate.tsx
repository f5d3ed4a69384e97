import { lazy, Suspense, useState } from 'react';
import { useMatches } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { useArrived } from '../../lib/use-arrival';
import { decideAccess, ruleOf } from '../access';
import { AppShell } from '../layouts/app-shell';
import { AccessRedirect } from './access-redirect';
import { SessionError } from './session-error';

// Only new accounts ever see it: its own chunk.
const OnboardingPage = lazy(() => import('../../features/onboarding'));

/**
 * The one gate in front of the signed-in shell: a spinner until the session is known, then the
 * route's access rule (or, when asking failed, an error with a retry), then onboarding for
 * accounts that have not finished it, and only then the shell.
 */
export function ShellGate() {
  const { me, isPending, error, refetch } = useSession();
  const matches = useMatches();
  // Whether someone was signed in while this gate was up: a sign-out here is not an interruption.
  const [seenSignedIn, setSeenSignedIn] = useState(false);
  if (me && !seenSignedIn) setSeenSignedIn(true);
  // The spinner stays for the urgent render of the session's first answer; the shell and the page
  // then render as a transition, in slices (see useArrival).
  const known = useArrived(!isPending);
  // Asked again (a retry after a failure): the deferred flag may still say known for a render.
  if (!known || isPending) return <PageSpinner />;
  const decision = decideAccess(ruleOf(matches), me, seenSignedIn, !me && !!error);
  if (decision.kind === 'redirect') return <AccessRedirect decision={decision} />;
  if (decision.kind === 'unknown') return <SessionError error={error} onRetry={() => void refetch()} />;
  if (me && !me.profile.hasCompletedOnboarding)
    return (
      <Suspense fallback={<PageSpinner />}>
        <OnboardingPage />
      </Suspense>
    );
  return <AppShell />;
}

import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { takeRedirectAfterAuth } from '../../../lib/session';

/**
 * A signed-in visitor on /auth goes on to "/"; one who just opened their sign-up link goes where
 * they were headed before signing up (same tab), as a sign-in would.
 */
export function SignedInRedirect({ afterSignUpLink }: { afterSignUpLink: boolean }) {
  const navigate = useNavigate();
  // The stored target is taken once, even when development mode runs the effect twice.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate(afterSignUpLink ? takeRedirectAfterAuth() : '/', { replace: true });
  }, [afterSignUpLink, navigate]);
  return <PageSpinner />;
}

import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { isTeacher, takeRedirectAfterAuth, useSession } from '../../../lib/session';

/**
 * A signed-in visitor on /auth goes on to "/"; one who just opened their sign-up link goes where
 * they were headed before signing up (same tab), as a sign-in would, or a new teacher to /classes.
 */
export function SignedInRedirect({ afterSignUpLink }: { afterSignUpLink: boolean }) {
  const navigate = useNavigate();
  const { me } = useSession();
  const teacher = isTeacher(me);
  // The stored target is taken once, even when development mode runs the effect twice.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const target = afterSignUpLink ? takeRedirectAfterAuth() : '/';
    void navigate(afterSignUpLink && teacher ? '/classes' : target, { replace: true });
  }, [afterSignUpLink, navigate, teacher]);
  return <PageSpinner />;
}

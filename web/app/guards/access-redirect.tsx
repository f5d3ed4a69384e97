import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { PageSpinner } from '../../components/ui/spinner';
import { storeRedirectAfterAuth } from '../../lib/session';
import type { AccessDecision } from '../access';

/** Carries out a redirect decision once: remembers the target, explains a denial, then navigates. */
export function AccessRedirect({ decision }: { decision: Extract<AccessDecision, { kind: 'redirect' }> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const { to, rememberTarget, denied } = decision;

  useEffect(() => {
    if (rememberTarget) storeRedirectAfterAuth(`${pathname}${search}${hash}`);
    if (denied)
      // A fixed id: a repeated effect (React's strict mode) shows one toast, not two.
      toast.error(t('shell.accessDenied.title'), { id: 'access-denied', description: t('shell.accessDenied.body') });
    void navigate(to, { replace: true });
  }, [to, rememberTarget, denied, pathname, search, hash, navigate, t]);

  // The target's code may still be loading: a spinner, never a flash of the page being left.
  return <PageSpinner />;
}

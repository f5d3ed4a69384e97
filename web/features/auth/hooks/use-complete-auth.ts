import { useNavigate } from 'react-router';
import { takeRedirectAfterAuth, useRefreshSession } from '../../../lib/session';

/**
 * After authentication: refresh who is signed in, then go to the stored target or "/".
 * `hold` first tells the page to stop redirecting signed-in visitors itself, so the stored target wins.
 */
export function useCompleteAuth(hold: () => void) {
  const refresh = useRefreshSession();
  const navigate = useNavigate();
  return async () => {
    hold();
    await refresh();
    void navigate(takeRedirectAfterAuth(), { replace: true });
  };
}

import { LogOut, UserCog } from 'lucide-react';
import { useState } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { takeRedirectAfterAuth, useSignOut } from '../../../lib/session';
import { SettingsSection } from './settings-section';

/** Sign out: ends the session on the server, then goes to /auth. */
export function AccountSection() {
  const { t } = usePageTranslation('settings');
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function onSignOut() {
    setPending(true);
    try {
      await signOut();
    } catch {
      setPending(false);
      toast.error(t('settings.account.signOutFailed'));
      return;
    }
    await navigate('/auth', { replace: true });
    // The shell's guard saw a signed-out visitor on /settings and kept it as the place to return to
    // after the next sign-in; a deliberate sign-out should leave the next person at home instead.
    takeRedirectAfterAuth();
  }

  return (
    <SettingsSection title={t('settings.account.title')} icon={UserCog}>
      <Button
        variant="secondary"
        onClick={() => void onSignOut()}
        disabled={pending}
        className="w-full text-rose-700 ring-rose-300 hover:bg-rose-50 sm:w-auto"
      >
        <LogOut className="flip-rtl size-4" aria-hidden />
        {pending ? t('settings.account.signingOut') : t('settings.account.signOut')}
      </Button>
    </SettingsSection>
  );
}

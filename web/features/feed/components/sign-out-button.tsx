import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useSignOut } from '../../../lib/session';

/** Sign out after a confirmation prompt, then the landing page. */
export function SignOutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (!window.confirm(t('feed.confirmSignOut'))) return;
    setBusy(true);
    try {
      await signOut();
      await navigate('/landing', { replace: true });
    } catch (error) {
      console.error(error);
      toast.error(t('feed.signOutFailed'));
      setBusy(false);
    }
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      className="shrink-0"
      onClick={() => void onClick()}
      disabled={busy}
      aria-busy={busy}
    >
      <LogOut className="size-4 flip-rtl" aria-hidden />
      {t('feed.signOut')}
    </Button>
  );
}

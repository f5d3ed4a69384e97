import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Me } from '#core/schemas/auth';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/ui/button';

/** Signed in: the player's drawn avatar (or initial) linking to /profile. Signed out: "Sign in". */
export function AccountLink({ me }: { me: Me | null }) {
  const { t } = useTranslation();
  if (!me)
    return (
      <Button variant="secondary" size="sm" className="whitespace-nowrap" asChild>
        <Link to="/auth">
          <LogIn className="hidden size-4 flip-rtl sm:block" aria-hidden />
          {t('shell.header.signIn')}
        </Link>
      </Button>
    );

  const { displayName, username, email, phoneNumber } = me.user;
  const name = displayName ?? username ?? email ?? phoneNumber ?? '';
  return (
    <Link
      to="/profile"
      aria-label={t('shell.header.profile')}
      title={name}
      data-testid="account-avatar"
      className="shrink-0 rounded-full ring-2 ring-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Avatar avatar={me.profile.avatar} name={name} className="size-9 text-sm" />
    </Link>
  );
}

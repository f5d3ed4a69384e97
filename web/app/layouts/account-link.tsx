import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Me } from '#core/schemas/auth';
import { Button } from '../../components/ui/button';

/** Signed in: the user's avatar (or initial) linking to /profile. Signed out: "Sign in". */
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

  const { fullName, username, email, phoneNumber } = me.user;
  const name = fullName?.trim() || username || email || phoneNumber || '';
  // The first character by code point, so a letter outside the basic plane is not cut in half.
  const initial = Array.from(name.replace(/^\+/, ''))[0]?.toUpperCase() ?? '?';
  return (
    <Link
      to="/profile"
      aria-label={t('shell.header.profile')}
      title={name}
      className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-linear-to-br from-brand-600 to-fuchsia-600 text-sm font-bold text-white ring-2 ring-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {me.profile.avatarUrl ? (
        <img src={me.profile.avatarUrl} alt="" className="size-full object-cover" />
      ) : (
        <span aria-hidden>{initial}</span>
      )}
    </Link>
  );
}

import { Lock, Pencil } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Me } from '#core/schemas/auth';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTranslation } from '../../../lib/use-page-translation';

// The form validates with zod (core's schemas): its code loads when the player edits, so the
// profile page itself starts without it.
const ProfileEditForm = lazy(() => import('./profile-edit-form').then((m) => ({ default: m.ProfileEditForm })));

/**
 * The drawn avatar, the name others see (display name, else @username), the private full name (for
 * the player's eyes only) and the bio; the Edit button swaps the card into its form.
 */
export function ProfileHeaderCard({ me }: { me: Me }) {
  const { t } = usePageTranslation('profile');
  const [editing, setEditing] = useState(false);
  const editButtonId = useId();
  const returnFocus = useRef(false);
  useEffect(() => {
    // Back in view mode after Save or Cancel: put focus where the person left off.
    if (!editing && returnFocus.current) document.getElementById(editButtonId)?.focus();
    returnFocus.current = editing;
  }, [editing, editButtonId]);
  const fullName = me.user.fullName ?? '';
  const username = me.user.username ?? '';
  const bio = me.profile.bio ?? '';
  const shown = me.user.displayName ?? username;

  if (editing) {
    return (
      <Card>
        <Suspense fallback={<Spinner />}>
          <ProfileEditForm
            initial={{ fullName, username, bio, avatar: me.profile.avatar }}
            name={shown}
            onDone={() => setEditing(false)}
          />
        </Suspense>
      </Card>
    );
  }

  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <Avatar avatar={me.profile.avatar} name={shown} className="size-20 text-3xl font-extrabold shadow-inner" />
      <div className="min-w-0 flex-1">
        <p
          className="text-2xl font-extrabold tracking-tight break-words text-slate-900"
          data-testid="profile-display-name"
        >
          <bdi>{shown || t('profile.header.noName')}</bdi>
        </p>
        {username && me.user.displayName && (
          <p className="mt-0.5 font-medium text-slate-600" data-testid="profile-username">
            <bdi dir="ltr">@{username}</bdi>
          </p>
        )}
        {!me.user.displayName && (
          <Link to="/settings" className="mt-0.5 inline-block text-sm font-semibold text-brand-700 hover:underline">
            {t('profile.header.setDisplayName')}
          </Link>
        )}
        {fullName && (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <Lock className="size-3.5 shrink-0" aria-hidden />
            <span data-testid="profile-full-name-line">
              {t('profile.header.fullNamePrivate')}: <bdi data-testid="profile-full-name">{fullName}</bdi>
            </span>
          </p>
        )}
        <p
          className={bio ? 'mt-3 whitespace-pre-line break-words text-slate-700' : 'mt-3 text-slate-600 italic'}
          data-testid="profile-bio"
        >
          {bio ? <bdi>{bio}</bdi> : t('profile.header.noBio')}
        </p>
      </div>
      <Button id={editButtonId} variant="secondary" onClick={() => setEditing(true)} className="self-start">
        <Pencil className="size-4" aria-hidden />
        {t('profile.header.edit')}
      </Button>
    </Card>
  );
}

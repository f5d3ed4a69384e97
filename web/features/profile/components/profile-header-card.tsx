import { Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { Me } from '#core/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ProfileAvatar } from './profile-avatar';
import { ProfileEditForm } from './profile-edit-form';

/** Avatar, full name, @username and bio; the Edit button swaps the card into its form. */
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
  const displayName = fullName || username;

  if (editing) {
    return (
      <Card>
        <ProfileEditForm
          initial={{ fullName, username, bio }}
          avatar={<ProfileAvatar name={displayName} avatarUrl={me.profile.avatarUrl} className="size-14 text-2xl" />}
          onDone={() => setEditing(false)}
        />
      </Card>
    );
  }

  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <ProfileAvatar name={displayName} avatarUrl={me.profile.avatarUrl} />
      <div className="min-w-0 flex-1">
        <p
          className="text-2xl font-extrabold tracking-tight break-words text-slate-900"
          data-testid="profile-full-name"
        >
          <bdi>{fullName || t('profile.header.noName')}</bdi>
        </p>
        {username && (
          <p className="mt-0.5 font-medium text-slate-600" data-testid="profile-username">
            <bdi dir="ltr">@{username}</bdi>
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

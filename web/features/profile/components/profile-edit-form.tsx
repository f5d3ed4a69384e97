import { Check, X } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { toast } from '../../../lib/toast';
import { fullNameSchema, usernameSchema } from '#core/schemas/auth';
import type { ProfileUpdate } from '#core/schemas/profile';
import type { AvatarId } from '#core/social/avatar-ids';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useRefreshSession } from '../../../lib/session';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarPicker } from './avatar-picker';
import { FormField } from './form-field';

export interface ProfileFields {
  fullName: string;
  username: string;
  bio: string;
  avatar: AvatarId | null;
}

export const FULL_NAME_MAX = 80;
export const USERNAME_MAX = 30;
export const BIO_MAX = 280;

/** Only what changed, trimmed: PATCH sends nothing else. */
function changedFields(initial: ProfileFields, values: ProfileFields): ProfileUpdate {
  const changes: ProfileUpdate = {};
  const fullName = values.fullName.trim();
  const username = values.username.trim();
  const bio = values.bio.trim();
  if (fullName !== initial.fullName) changes.fullName = fullName;
  if (username !== initial.username) changes.username = username;
  if (bio !== initial.bio) changes.bio = bio;
  if (values.avatar !== initial.avatar) changes.avatar = values.avatar;
  return changes;
}

/**
 * The header card in edit mode: the drawn avatar, the private full name, username and bio, with Save
 * and Cancel (both return to view mode). `name` is what others call the player, for the initial.
 */
export function ProfileEditForm({
  initial,
  name,
  onDone,
}: {
  initial: ProfileFields;
  name: string;
  onDone: () => void;
}) {
  const { t } = usePageTranslation('profile');
  const refreshSession = useRefreshSession();
  const update = useUpdateProfile();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<{ fullName?: string; username?: string }>({});
  const usernameRef = useRef<HTMLInputElement>(null);

  const set = (field: Exclude<keyof ProfileFields, 'avatar'>) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'bio') setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const changes = changedFields(initial, values);
    const next: typeof errors = {};
    if (changes.fullName !== undefined && !fullNameSchema.safeParse(changes.fullName).success) {
      next.fullName = t('profile.edit.fullNameRequired');
    }
    if (changes.username !== undefined && !usernameSchema.safeParse(changes.username).success) {
      next.username = t('profile.edit.usernameInvalid');
    }
    setErrors(next);
    if (next.fullName || next.username) return;
    if (Object.keys(changes).length === 0) return onDone();

    try {
      await update.mutateAsync(changes);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'username_taken') {
        setErrors({ username: t('profile.edit.usernameTaken') });
        usernameRef.current?.focus();
        return;
      }
      toast.error(t('profile.toast.updateFailedTitle'), { description: t('profile.toast.updateFailed') });
      return;
    }
    // Show the saved values at once: wait for the refreshed session before leaving edit mode.
    await refreshSession().catch(() => undefined);
    toast.success(t('profile.toast.updatedTitle'), { description: t('profile.toast.updated') });
    onDone();
  }

  const saving = update.isPending;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="profile-edit-title" className="space-y-4">
      <div className="flex items-center gap-3">
        <Avatar avatar={values.avatar} name={name} className="size-14 text-2xl" />
        <h2 id="profile-edit-title" className="text-lg font-bold text-slate-900">
          {t('profile.edit.title')}
        </h2>
      </div>
      <AvatarPicker value={values.avatar} onChange={(avatar) => setValues((v) => ({ ...v, avatar }))} name={name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('profile.edit.fullName')}
          value={values.fullName}
          onChange={set('fullName')}
          maxLength={FULL_NAME_MAX}
          autoComplete="name"
          error={errors.fullName}
          hint={
            <>
              {t('profile.edit.fullNameHint')}{' '}
              <Link to="/settings" className="font-semibold text-brand-700 hover:underline">
                {t('profile.header.setDisplayName')}
              </Link>
            </>
          }
        />
        <FormField
          label={t('profile.edit.username')}
          value={values.username}
          onChange={set('username')}
          maxLength={USERNAME_MAX}
          autoComplete="username"
          dir="ltr"
          error={errors.username}
          hint={t('profile.edit.usernameHint')}
          inputRef={usernameRef}
        />
      </div>
      <FormField
        label={t('profile.edit.bio')}
        value={values.bio}
        onChange={set('bio')}
        maxLength={BIO_MAX}
        multiline
        dir="auto"
        hint={t('profile.edit.bioCount', { used: values.bio.length, max: BIO_MAX })}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone} disabled={saving}>
          <X className="size-4" aria-hidden />
          {t('profile.edit.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          <Check className="size-4" aria-hidden />
          {saving ? t('profile.edit.saving') : t('profile.edit.save')}
        </Button>
      </div>
    </form>
  );
}

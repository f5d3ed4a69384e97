import { useId } from 'react';
import { AVATAR_IDS, type AvatarId } from '#core/social/avatar-ids';
import { Avatar } from '../../../components/avatar';
import { usePageTranslation } from '../../../lib/use-page-translation';

/**
 * The drawn avatars to pick from, and the initial: one radio group (arrow keys move, a screen reader
 * reads each by its name). No uploads (docs/rules.md#privacy).
 */
export function AvatarPicker({
  value,
  onChange,
  name,
}: {
  value: AvatarId | null;
  onChange: (avatar: AvatarId | null) => void;
  /** The player's name, for the initial. */
  name: string;
}) {
  const { t } = usePageTranslation('profile');
  const group = useId();
  const options: { id: AvatarId | null; label: string }[] = [
    { id: null, label: t('profile.avatar.initial') },
    ...AVATAR_IDS.map((id) => ({ id, label: t(`profile.avatar.names.${id}`) })),
  ];
  return (
    <fieldset data-testid="avatar-picker">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t('profile.avatar.legend')}</legend>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-1.5">
        {options.map((option) => (
          <label key={option.id ?? 'initial'} title={option.label} className="flex cursor-pointer justify-center">
            <input
              type="radio"
              name={group}
              className="peer sr-only"
              checked={value === option.id}
              onChange={() => onChange(option.id)}
              aria-label={option.label}
            />
            <span className="rounded-full p-0.5 ring-2 ring-transparent transition peer-checked:ring-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:ring-slate-300 peer-checked:hover:ring-brand-600">
              <Avatar avatar={option.id} name={name} className="size-10 text-base" />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

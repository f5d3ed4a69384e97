import { Globe, Lock, Users, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { PROFILE_VISIBILITIES } from '#core/social/privacy';

type Visibility = (typeof PROFILE_VISIBILITIES)[number];

const ICONS: Record<Visibility, LucideIcon> = { public: Globe, friends: Users, private: Lock };

/** Who can see the profile: native radios in a fieldset, styled as selectable cards. */
export function VisibilityRadioGroup({
  value,
  onChange,
}: {
  value: Visibility;
  onChange: (value: Visibility) => void;
}) {
  const { t } = usePageTranslation('settings');
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-slate-900">{t('settings.privacy.visibility')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {PROFILE_VISIBILITIES.map((option) => {
          const Icon = ICONS[option];
          const labelId = `${name}-${option}-label`;
          const descriptionId = `${name}-${option}-description`;
          return (
            <label
              key={option}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-3 hover:border-slate-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
                aria-labelledby={labelId}
                aria-describedby={descriptionId}
                className="mt-1 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
              />
              <span className="min-w-0">
                <span id={labelId} className="flex items-center gap-1.5 font-semibold text-slate-900">
                  <Icon className="size-4 text-slate-600" aria-hidden />
                  {t(`settings.privacy.options.${option}.label`)}
                </span>
                <span id={descriptionId} className="block text-sm text-slate-600">
                  {t(`settings.privacy.options.${option}.description`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

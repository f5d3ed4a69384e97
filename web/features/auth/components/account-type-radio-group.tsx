import { GraduationCap, TrendingUp, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '../lib/types';

const TYPES: { value: AccountType; icon: LucideIcon }[] = [
  { value: 'player', icon: TrendingUp },
  { value: 'teacher', icon: GraduationCap },
];

/** "I'm a student / I'm a teacher": native radios in a fieldset, drawn as two selectable cards. */
export function AccountTypeRadioGroup({
  value,
  onChange,
}: {
  value: AccountType;
  onChange: (value: AccountType) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('auth.accountType.label')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {TYPES.map(({ value: type, icon: Icon }) => (
          <label
            key={type}
            className="flex cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white p-3 text-sm font-semibold text-slate-900 hover:border-slate-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
            />
            <Icon className="size-4 shrink-0 text-slate-600" aria-hidden />
            <span className="min-w-0">{t(`auth.accountType.${type}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

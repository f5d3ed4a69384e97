import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle (a pressed button, so its state is announced). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'endSlot'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      endSlot={
        <button
          type="button"
          aria-pressed={visible}
          aria-label={t('auth.fields.showPassword')}
          title={t('auth.fields.showPassword')}
          onClick={() => setVisible((v) => !v)}
          className="flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Icon className="size-5" aria-hidden />
        </button>
      }
    />
  );
}

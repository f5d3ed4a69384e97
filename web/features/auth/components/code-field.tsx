import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '#core/account-codes';
import { TextField, type TextFieldProps } from './text-field';

/** The 6-digit code from the SMS: digits only, and the phone may offer it from the message itself. */
export function CodeField({ onValueChange, ...props }: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.code.label')}
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      placeholder="••••••"
      dir="ltr"
      inputClassName="h-14 text-center font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em]"
      onValueChange={(value) => onValueChange(value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
    />
  );
}

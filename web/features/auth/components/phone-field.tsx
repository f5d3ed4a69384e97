import { useTranslation } from 'react-i18next';
import { filterPhoneInput } from '#core/phone';
import { TextField, type TextFieldProps } from './text-field';

/** Keeps only digits, +, -, ( ) and spaces as the user types (docs/rules.md#accounts); the hint asks for the country code. */
export function PhoneField({ onValueChange, ...props }: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.fields.phone')}
      hint={t('auth.fields.phoneHint')}
      hintStays
      placeholder={t('auth.fields.phonePlaceholder')}
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      onValueChange={(value) => onValueChange(filterPhoneInput(value))}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field';

export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.fields.email')}
      placeholder={t('auth.fields.emailPlaceholder')}
      {...props}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      dir="ltr"
    />
  );
}

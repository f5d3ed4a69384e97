import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field';

/**
 * An email address; `orUsername` (sign-in) takes a username too, for logins a teacher issued,
 * which have no email (docs/rules.md#classes).
 */
export function EmailField({
  orUsername = false,
  ...props
}: Omit<TextFieldProps, 'label' | 'type'> & { orUsername?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t(orUsername ? 'auth.fields.emailOrUsername' : 'auth.fields.email')}
      placeholder={t('auth.fields.emailPlaceholder')}
      {...props}
      type={orUsername ? 'text' : 'email'}
      inputMode="email"
      autoComplete={orUsername ? 'username' : 'email'}
      autoCapitalize="none"
      spellCheck={false}
      dir="ltr"
    />
  );
}

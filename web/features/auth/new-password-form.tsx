import { LockKeyhole } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api-client';
import { useResetPassword } from './api/reset-password';
import { BackToSignIn } from './back-to-sign-in';
import { showErrorToast } from './error-toast';
import { focusFirstInvalid } from './focus-first-invalid';
import { PasswordField } from './password-field';
import { StepHeading } from './step-heading';
import { SubmitButton } from './submit-button';
import type { FieldErrors } from './types';
import { hasErrors, validateNewPassword } from './validation';

type Field = 'password' | 'confirmPassword';

/** /auth?token=...: the emailed reset link lands here to choose the new password. */
export function NewPasswordForm({
  token,
  onDone,
  onInvalidToken,
  onBack,
}: {
  token: string;
  onDone: () => void;
  onInvalidToken: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const reset = useResetPassword();

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name] && t(errors[name]),
    onValueChange: (value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateNewPassword(values);
    flushSync(() => setErrors(found));
    if (hasErrors(found)) return focusFirstInvalid(form);
    reset.mutate(
      { newPassword: values.password, token },
      {
        onSuccess: () => {
          toast.success(t('auth.toast.passwordChanged'), { description: t('auth.toast.passwordChangedBody') });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'invalid_token') onInvalidToken();
          else showErrorToast(t, 'auth.toast.resetFailed', error, 'auth.errors.unexpected');
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="new-password-title">
      <StepHeading id="new-password-title" icon={LockKeyhole} title={t('auth.newPassword.title')}>
        <p>{t('auth.newPassword.intro')}</p>
      </StepHeading>
      <PasswordField
        label={t('auth.fields.newPassword')}
        hint={t('auth.fields.passwordHint')}
        autoComplete="new-password"
        autoFocus
        {...field('password')}
      />
      <PasswordField
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <SubmitButton pending={reset.isPending} pendingLabel={t('auth.reset.saving')}>
        {t('auth.newPassword.submit')}
      </SubmitButton>
      <BackToSignIn onClick={onBack} />
    </form>
  );
}

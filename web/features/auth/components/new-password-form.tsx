import { LockKeyhole } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { BackToSignIn } from './back-to-sign-in';
import { showErrorToast } from '../lib/error-toast';
import { PasswordField } from './password-field';
import { StepHeading } from './step-heading';
import { SubmitButton } from './submit-button';
import { validateNewPassword } from '../lib/validation';
import { useLocalFormFields } from '../hooks/use-form-fields';

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
  const { values, field, check } = useLocalFormFields<Field>({ password: '', confirmPassword: '' });
  const reset = useResetPassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!check(form, validateNewPassword(values))) return;
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

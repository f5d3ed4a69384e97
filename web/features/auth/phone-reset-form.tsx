import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useConfirmPhoneReset } from './api/confirm-phone-reset';
import { useRequestPasswordReset } from './api/request-password-reset';
import { BackToSignIn } from './back-to-sign-in';
import { CodeField } from './code-field';
import { RESEND_WAIT_SECONDS } from './constants';
import { showErrorToast } from './error-toast';
import { focusFirstInvalid } from './focus-first-invalid';
import { PasswordField } from './password-field';
import { ResendButton } from './resend-button';
import { StepHeading } from './step-heading';
import { SubmitButton } from './submit-button';
import type { FieldErrors } from './types';
import { useCountdown } from './use-countdown';
import { hasErrors, validateCode, validateNewPassword } from './validation';

type Field = 'code' | 'password' | 'confirmPassword';

/** Phone reset, second step: the texted code and the new password together. */
export function PhoneResetForm({
  phoneNumber,
  onDone,
  onBack,
}: {
  phoneNumber: string;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ code: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const confirm = useConfirmPhoneReset();
  const resend = useRequestPasswordReset();
  const countdown = useCountdown(RESEND_WAIT_SECONDS);

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
    const found = { ...validateCode(values.code), ...validateNewPassword(values) };
    flushSync(() => setErrors(found));
    if (hasErrors(found)) return focusFirstInvalid(form);
    confirm.mutate(
      { phoneNumber, code: values.code, newPassword: values.password },
      {
        onSuccess: () => {
          toast.success(t('auth.toast.passwordChanged'), { description: t('auth.toast.passwordChangedBody') });
          onDone();
        },
        onError: (error) => showErrorToast(t, 'auth.toast.resetFailed', error, 'auth.errors.unexpected'),
      },
    );
  };

  const sendAgain = () =>
    resend.mutate(
      { method: 'phone', phoneNumber },
      {
        onSuccess: () => {
          countdown.restart();
          setValues((v) => ({ ...v, code: '' }));
          toast.success(t('auth.toast.resetCodeSent'), { description: t('auth.toast.resetCodeSentBody') });
        },
        onError: (error) => showErrorToast(t, 'auth.toast.resetFailed', error, 'auth.errors.unexpected'),
      },
    );

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="phone-reset-title">
      <StepHeading id="phone-reset-title" icon={ShieldCheck} title={t('auth.reset.codeTitle')}>
        <p>
          <Trans
            i18nKey="auth.reset.codeIntro"
            values={{ phone: phoneNumber }}
            components={{ phone: <bdi dir="ltr" className="font-semibold whitespace-nowrap text-slate-900" /> }}
          />
        </p>
      </StepHeading>
      <CodeField autoFocus {...field('code')} />
      <PasswordField
        label={t('auth.fields.newPassword')}
        hint={t('auth.fields.passwordHint')}
        autoComplete="new-password"
        {...field('password')}
      />
      <PasswordField
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <SubmitButton pending={confirm.isPending} pendingLabel={t('auth.reset.saving')}>
        {t('auth.reset.save')}
      </SubmitButton>
      <div className="space-y-1">
        <ResendButton remaining={countdown.remaining} pending={resend.isPending} onResend={sendAgain} />
        <BackToSignIn onClick={onBack} />
      </div>
    </form>
  );
}

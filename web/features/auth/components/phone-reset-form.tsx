import { ShieldCheck } from 'lucide-react';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PhoneNumber } from '../../../components/phone-number';
import { toast } from '../../../lib/toast';
import { useConfirmPhoneReset } from '../api/confirm-phone-reset';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { BackToSignIn } from './back-to-sign-in';
import { CodeField } from './code-field';
import { RESEND_WAIT_SECONDS } from '../lib/constants';
import { showErrorToast } from '../lib/error-toast';
import { PasswordField } from './password-field';
import { ResendButton } from './resend-button';
import { StepHeading } from './step-heading';
import { SubmitButton } from './submit-button';
import { useCountdown } from '../hooks/use-countdown';
import { validateCode, validateNewPassword } from '../lib/validation';
import { useLocalFormFields } from '../hooks/use-form-fields';

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
  const { values, setValues, field, check } = useLocalFormFields<Field>({
    code: '',
    password: '',
    confirmPassword: '',
  });
  const confirm = useConfirmPhoneReset();
  const resend = useRequestPasswordReset();
  const countdown = useCountdown(RESEND_WAIT_SECONDS);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!check(form, { ...validateCode(values.code), ...validateNewPassword(values) })) return;
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
            components={{ phone: <PhoneNumber className="font-semibold text-slate-900" /> }}
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

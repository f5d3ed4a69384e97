import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import type { CodeSent } from '../api/sign-up-with-phone';
import { BackToSignIn } from './back-to-sign-in';
import { EmailField } from './email-field';
import { showErrorToast } from '../lib/error-toast';
import { focusFirstInvalid } from '../lib/focus-first-invalid';
import { MethodToggle } from './method-toggle';
import { PhoneField } from './phone-field';
import { StepHeading } from './step-heading';
import { SubmitButton } from './submit-button';
import type { FieldErrors, Method } from '../lib/types';
import { hasErrors, validateResetRequest } from '../lib/validation';

interface ResetRequestFormProps {
  method: Method;
  onMethodChange: (method: Method) => void;
  email: string;
  onEmailChange: (email: string) => void;
  phone: string;
  onPhoneChange: (phone: string) => void;
  onEmailSent: () => void;
  onCodeSent: (sent: CodeSent) => void;
  onBack: () => void;
}

/** "Forgot your password?": a reset link by email, or a 6-digit code by SMS. */
export function ResetRequestForm(props: ResetRequestFormProps) {
  const { method, onMethodChange, email, onEmailChange, phone, onPhoneChange, onEmailSent, onCodeSent, onBack } = props;
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors<'email' | 'phone'>>({});
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateResetRequest({ email, phone }, method);
    flushSync(() => setErrors(found));
    if (hasErrors(found)) return focusFirstInvalid(form);
    request.mutate(method === 'email' ? { method, email: email.trim() } : { method, phoneNumber: phone.trim() }, {
      onSuccess: (sent) => {
        if (sent) {
          toast.success(t('auth.toast.resetCodeSent'), { description: t('auth.toast.resetCodeSentBody') });
          onCodeSent(sent);
        } else {
          toast.success(t('auth.toast.resetEmailSent'), { description: t('auth.toast.resetEmailSentBody') });
          onEmailSent();
        }
      },
      onError: (error) => showErrorToast(t, 'auth.toast.resetFailed', error, 'auth.errors.unexpected'),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="reset-title">
      <StepHeading id="reset-title" icon={KeyRound} title={t('auth.reset.title')}>
        <p>{t(method === 'email' ? 'auth.reset.emailIntro' : 'auth.reset.phoneIntro')}</p>
      </StepHeading>
      <MethodToggle
        value={method}
        onChange={(next) => {
          setErrors({});
          onMethodChange(next);
        }}
      />
      {method === 'email' ? (
        <EmailField
          value={email}
          error={errors.email && t(errors.email)}
          onValueChange={(value) => {
            onEmailChange(value);
            setErrors({});
          }}
        />
      ) : (
        <PhoneField
          value={phone}
          error={errors.phone && t(errors.phone)}
          onValueChange={(value) => {
            onPhoneChange(value);
            setErrors({});
          }}
        />
      )}
      <SubmitButton pending={request.isPending} pendingLabel={t('auth.reset.sending')}>
        {t(method === 'email' ? 'auth.reset.sendEmail' : 'auth.reset.sendCode')}
      </SubmitButton>
      <BackToSignIn onClick={onBack} />
    </form>
  );
}

import { ArrowLeft, MessageSquareText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { CODE_TTL_MINUTES } from '#core/account-codes';
import { PhoneNumber } from '../../../components/phone-number';
import { Button } from '../../../components/ui/button';
import { useResendSignUpCode } from '../api/resend-sign-up-code';
import { useVerifyPhone } from '../api/verify-phone';
import { CodeField } from './code-field';
import { RESEND_WAIT_SECONDS } from '../lib/constants';
import { showErrorToast } from '../lib/error-toast';
import { focusFirstInvalid } from '../lib/focus-first-invalid';
import { ResendButton } from './resend-button';
import { StepHeading } from './step-heading';
import { SubmitButton } from './submit-button';
import type { FieldErrors } from '../lib/types';
import { useCountdown } from '../hooks/use-countdown';
import { validateCode } from '../lib/validation';

/** Phone sign-up, second step: the 6-digit code creates the account. */
export function PhoneCodeStep({
  phoneNumber,
  onBack,
  onVerified,
}: {
  phoneNumber: string;
  onBack: () => void;
  onVerified: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'code'>>({});
  const verify = useVerifyPhone();
  const resend = useResendSignUpCode();
  const countdown = useCountdown(RESEND_WAIT_SECONDS);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateCode(code);
    flushSync(() => setErrors(found));
    if (found.code) return focusFirstInvalid(form);
    verify.mutate(
      { phoneNumber, code },
      {
        onSuccess: onVerified,
        onError: (error) => showErrorToast(t, 'auth.toast.verifyFailed', error, 'auth.errors.unexpectedVerify'),
      },
    );
  };

  const sendAgain = () =>
    resend.mutate(phoneNumber, {
      onSuccess: () => {
        countdown.restart();
        setCode('');
        toast.success(t('auth.toast.codeResent'));
      },
      onError: (error) => showErrorToast(t, 'auth.toast.resendFailed', error, 'auth.errors.unexpected'),
    });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-labelledby="phone-code-title">
      <StepHeading id="phone-code-title" icon={MessageSquareText} title={t('auth.code.title')}>
        <p>
          <Trans
            i18nKey="auth.code.sentTo"
            values={{ phone: phoneNumber, minutes: CODE_TTL_MINUTES }}
            components={{ phone: <PhoneNumber className="font-semibold text-slate-900" /> }}
          />
        </p>
      </StepHeading>
      <CodeField
        value={code}
        onValueChange={(value) => {
          setCode(value);
          if (errors.code) setErrors({});
        }}
        error={errors.code && t(errors.code)}
        autoFocus
      />
      <SubmitButton pending={verify.isPending} pendingLabel={t('auth.code.verifying')}>
        {t('auth.code.verify')}
      </SubmitButton>
      <div className="space-y-1">
        <ResendButton remaining={countdown.remaining} pending={resend.isPending} onResend={sendAgain} />
        <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
          <ArrowLeft className="size-4 flip-rtl" aria-hidden />
          {t('auth.code.back')}
        </Button>
      </div>
    </form>
  );
}

import { ArrowLeft, MailCheck, RotateCw } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useResendSignUpLink } from '../api/resend-sign-up-link';
import { SIGN_UP_LINK_HOURS } from '#core/schemas/auth';
import { RESEND_WAIT_SECONDS } from '../lib/constants';
import { showErrorToast } from '../lib/error-toast';
import { StepHeading } from './step-heading';
import { useCountdown } from '../hooks/use-countdown';

/** Email sign-up, second step: the link in the mailbox opens the account and signs the player in. */
export function EmailLinkStep({
  email,
  devOutbox,
  onBack,
}: {
  email: string;
  /** Outside production, where local emails land. */
  devOutbox?: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const resend = useResendSignUpLink();
  const countdown = useCountdown(RESEND_WAIT_SECONDS);

  const sendAgain = () =>
    resend.mutate(email, {
      onSuccess: () => {
        countdown.restart();
        toast.success(t('auth.emailLink.resent'));
      },
      onError: (error) => showErrorToast(t, 'auth.toast.resendFailed', error, 'auth.errors.unexpected'),
    });

  return (
    <section className="space-y-5" aria-labelledby="email-link-title">
      <StepHeading id="email-link-title" icon={MailCheck} title={t('auth.emailLink.title')}>
        <p>
          <Trans
            i18nKey="auth.emailLink.sentTo"
            values={{ email, hours: SIGN_UP_LINK_HOURS }}
            components={{ email: <bdi dir="ltr" className="font-semibold wrap-anywhere text-slate-900" /> }}
          />
        </p>
        <p className="mt-2">{t('auth.emailLink.notThere')}</p>
      </StepHeading>
      {devOutbox ? (
        <p className="rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
          <Trans
            i18nKey="auth.emailLink.devOutbox"
            values={{ path: devOutbox }}
            components={{
              outbox: (
                <a href={devOutbox} target="_blank" rel="noreferrer" dir="ltr" className="font-semibold underline" />
              ),
            }}
          />
        </p>
      ) : null}
      <div className="space-y-1">
        <Button
          type="button"
          variant="ghost"
          className="w-full"
          disabled={countdown.remaining > 0 || resend.isPending}
          onClick={sendAgain}
        >
          <RotateCw className={resend.isPending ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
          {countdown.remaining > 0
            ? t('auth.emailLink.resendIn', { count: countdown.remaining })
            : t('auth.emailLink.resend')}
        </Button>
        <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
          <ArrowLeft className="size-4 flip-rtl" aria-hidden />
          {t('auth.code.back')}
        </Button>
      </div>
    </section>
  );
}

import { Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { CODE_LENGTH, CODE_TTL_MINUTES } from '#core/account-codes';
import { filterPhoneInput, isPlausiblePhone } from '#core/phone';
import { PhoneNumber } from '../../../components/phone-number';
import { Button } from '../../../components/ui/button';
import { ApiError, errorKey } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useConfirmPhoneChange } from '../api/confirm-phone-change';
import { useRequestPhoneChange } from '../api/request-phone-change';
import { SettingsSection } from './settings-section';
import { TextField } from './text-field';

/**
 * The phone number the account signs in with: a new one is used only once the code texted to it
 * comes back (the server sets the number; no form can).
 */
export function ChangePhoneSection({ phoneNumber }: { phoneNumber: string | null }) {
  const { t } = usePageTranslation('settings');
  const request = useRequestPhoneChange();
  const confirm = useConfirmPhoneChange();
  const [next, setNext] = useState('');
  const [code, setCode] = useState('');
  /** The normalised number the code went to, once sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);

  const failed = (error: unknown) => {
    const key = error instanceof ApiError && error.code === 'phone_taken' ? 'settings.phone.taken' : errorKey(error);
    toast.error(t('settings.phone.failedTitle'), { description: t(key, { defaultValue: t('errors.internal') }) });
  };

  function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const number = sentTo ?? next;
    if (!isPlausiblePhone(number)) {
      toast.error(t('settings.phone.failedTitle'), { description: t('errors.invalid_phone') });
      return;
    }
    request.mutate(number, {
      onSuccess: (sent) => {
        setSentTo(sent.phoneNumber);
        setCode('');
        toast.success(t('settings.phone.codeSent'));
      },
      onError: failed,
    });
  }

  function confirmCode(event: FormEvent) {
    event.preventDefault();
    if (!sentTo || code.length !== CODE_LENGTH) {
      toast.error(t('settings.phone.failedTitle'), { description: t('settings.phone.codeNeeded') });
      return;
    }
    confirm.mutate(
      { phoneNumber: sentTo, code },
      {
        onSuccess: () => {
          setSentTo(null);
          setNext('');
          setCode('');
          toast.success(t('settings.phone.changedTitle'), { description: t('settings.phone.changed') });
        },
        onError: failed,
      },
    );
  }

  return (
    <SettingsSection title={t('settings.phone.title')} description={t('settings.phone.description')} icon={Smartphone}>
      <p className="mb-4 text-sm text-slate-700" data-testid="current-phone">
        {phoneNumber ? (
          <Trans
            t={t}
            i18nKey="settings.phone.current"
            values={{ phone: phoneNumber }}
            components={{ phone: <PhoneNumber className="font-semibold text-slate-900" /> }}
          />
        ) : (
          t('settings.phone.none')
        )}
      </p>
      {sentTo ? (
        <form noValidate onSubmit={confirmCode} className="space-y-4">
          <p className="text-sm text-slate-700">
            <Trans
              t={t}
              i18nKey="settings.phone.sentTo"
              values={{ phone: sentTo, minutes: CODE_TTL_MINUTES }}
              components={{ phone: <PhoneNumber className="font-semibold text-slate-900" /> }}
            />
          </p>
          <TextField
            label={t('settings.phone.code')}
            value={code}
            onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
            maxLength={CODE_LENGTH}
            autoComplete="one-time-code"
            dir="ltr"
          />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? t('settings.phone.confirming') : t('settings.phone.confirm')}
            </Button>
            <Button type="button" variant="secondary" disabled={request.isPending} onClick={() => sendCode()}>
              {t('settings.phone.resend')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setSentTo(null)}>
              {t('settings.phone.another')}
            </Button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={sendCode} className="space-y-4">
          <TextField
            label={t('settings.phone.new')}
            value={next}
            onChange={(value) => setNext(filterPhoneInput(value))}
            type="tel"
            dir="ltr"
            autoComplete="tel"
            maxLength={32}
            hint={t('settings.phone.newHint')}
          />
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? t('settings.phone.sending') : t('settings.phone.send')}
          </Button>
        </form>
      )}
    </SettingsSection>
  );
}

import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorKey } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import type { Me } from '#core/schemas/auth';
import { useResendConsent } from '../api/resend-consent';

/**
 * While a parent has not confirmed (docs/rules.md#accounts): the account can look around but not
 * trade; the player can send the link again, or to another address.
 */
export function ConsentBanner({ me }: { me: Me | null }) {
  const { t } = useTranslation();
  const resend = useResendConsent();
  const [changing, setChanging] = useState(false);
  const [address, setAddress] = useState('');
  if (!me?.restrictions.consentPending) return null;
  const { parentEmail } = me.restrictions;

  const send = (to?: string) =>
    resend.mutate(to, {
      onSuccess: (sent) => {
        toast.success(t('consent.banner.sent', { email: sent.parentEmail }));
        setChanging(false);
      },
      onError: (error) => toast.error(t(errorKey(error))),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (address.trim()) send(address.trim());
  };

  return (
    <section
      aria-label={t('consent.banner.label')}
      className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3">
        <ShieldCheck className="size-5 shrink-0 text-amber-700" aria-hidden />
        <p className="min-w-0 flex-1 text-start">
          {parentEmail ? t('consent.banner.waiting', { email: parentEmail }) : t('consent.banner.noAddress')}
        </p>
        {parentEmail && (
          <Button size="sm" variant="secondary" disabled={resend.isPending} onClick={() => send()}>
            {t('consent.banner.resend')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => setChanging((open) => !open)} aria-expanded={changing}>
          {t('consent.banner.change')}
        </Button>
      </div>
      {(changing || !parentEmail) && (
        <form onSubmit={submit} className="mx-auto mt-2 flex max-w-6xl flex-wrap items-end gap-2">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-start">
            <span className="font-semibold">{t('consent.banner.newAddress')}</span>
            <input
              type="email"
              dir="ltr"
              required
              autoComplete="off"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              className="h-10 rounded-lg border border-amber-300 bg-white px-3 text-start text-slate-900"
            />
          </label>
          <Button size="md" type="submit" disabled={resend.isPending}>
            {t('consent.banner.send')}
          </Button>
        </form>
      )}
    </section>
  );
}

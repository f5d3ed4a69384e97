import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorKey } from '../../lib/api-client';
import { useConfirmConsent } from './api/confirm-consent';
import { useConsentRequest } from './api/get-consent-request';

const POINTS = ['virtual', 'can', 'off', 'data', 'delete'] as const;

/** /consent/:token: a parent reads what they agree to and confirms; no sign-in needed (docs/rules.md#accounts). */
export default function ConsentPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const request = useConsentRequest(token);
  const confirm = useConfirmConsent();
  const done = confirm.isSuccess || request.data?.confirmed;

  return (
    <main className="flex min-h-dvh flex-col items-center bg-slate-50 px-6 py-12">
      <div className="w-full max-w-xl rounded-2xl bg-white p-6 text-start shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-slate-900">{t('consent.page.title')}</h1>
        {request.isPending ? (
          <Spinner />
        ) : request.isError ? (
          <p role="alert" className="mt-4 text-slate-700">
            {t(errorKey(request.error))}
          </p>
        ) : done ? (
          <div role="status" className="mt-4 space-y-3">
            <p className="flex items-center gap-2 font-semibold text-emerald-700">
              <CheckCircle2 className="size-5" aria-hidden />
              {t('consent.page.thanksTitle')}
            </p>
            <p className="text-slate-700">{t('consent.page.thanks', { username: request.data.username ?? '' })}</p>
          </div>
        ) : (
          <>
            <p className="mt-3 text-slate-700">
              {t('consent.page.intro', { username: request.data.username ?? t('consent.page.yourChild') })}
            </p>
            <ul className="mt-4 list-disc space-y-2 ps-5 text-slate-700">
              {POINTS.map((point) => (
                <li key={point}>{t(`consent.page.points.${point}`)}</li>
              ))}
            </ul>
            <Button
              size="lg"
              className="mt-6 w-full"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate(token)}
            >
              {t('consent.page.confirm')}
            </Button>
            {confirm.isError && (
              <p role="alert" className="mt-3 text-sm text-red-700">
                {t(errorKey(confirm.error))}
              </p>
            )}
            <p className="mt-4 text-sm text-slate-600">{t('consent.page.ignore')}</p>
          </>
        )}
        <p className="mt-6 text-sm">
          <Link to="/privacy" className="text-brand-700 underline">
            {t('consent.page.privacy')}
          </Link>
        </p>
      </div>
    </main>
  );
}

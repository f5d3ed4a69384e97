import { PartyPopper } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingText } from '../../../components/ui/loading-text';
import { useFormat } from '../../../lib/format';
import { usePublicStartingBolts } from '../../../lib/games';
import { takeRedirectAfterAuth } from '../../../lib/session';
import { VERIFIED_REDIRECT_MS } from '../lib/constants';

/**
 * After a verified phone sign-up, a moment of celebration, then /profile after 1.5 s, or
 * the page the visitor was on the way to (a stored redirect target) when there is one, or `to`.
 */
export function VerifiedMessage({ to }: { to?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const bolts = usePublicStartingBolts();

  useEffect(() => {
    const id = setTimeout(() => {
      const target = takeRedirectAfterAuth('/profile');
      void navigate(to ?? target, { replace: true });
    }, VERIFIED_REDIRECT_MS);
    return () => clearTimeout(id);
  }, [navigate, to]);

  return (
    <div role="status" className="space-y-3 py-6 text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100">
        <PartyPopper className="size-8 text-emerald-700" aria-hidden />
      </span>
      <h2 className="text-xl font-extrabold text-slate-900">{t('auth.verified.title')}</h2>
      {bolts === null ? (
        <LoadingText lines={2} className="mx-auto max-w-sm" />
      ) : (
        <p className="text-slate-700">{t('auth.verified.body', { amount: format.integer(bolts) })}</p>
      )}
      <p className="text-sm text-slate-600">{t('auth.verified.redirecting')}</p>
    </div>
  );
}

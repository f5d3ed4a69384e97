import { ShieldCheck, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadingText } from '../../components/ui/loading-text';
import { useFormat } from '../../lib/format';
import { usePublicStartingBolts } from '../../lib/games';
import { StepHeading } from './step-heading';

/** Step 1: welcome, and the public game's starting cash already in the wallet. */
export function WelcomeStep({ name, focusHeading }: { name: string; focusHeading: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const bolts = usePublicStartingBolts();
  return (
    <div className="flex flex-col items-center text-center">
      <span className="mb-5 flex size-20 items-center justify-center rounded-3xl bg-slate-900 shadow-lg shadow-brand-600/30">
        <Zap className="size-11 fill-bolt text-bolt" aria-hidden />
      </span>
      <StepHeading focusOnMount={focusHeading}>{t('onboarding.welcome.title')}</StepHeading>
      {/* First-strong isolate: a Latin name keeps its own direction inside a Hebrew sentence. */}
      <p className="mt-3 text-slate-700 sm:text-lg">{t('onboarding.welcome.body', { name: `\u2068${name}\u2069` })}</p>

      <div className="mt-6 w-full rounded-2xl bg-linear-to-br from-amber-100 via-yellow-50 to-white p-5 ring-1 ring-amber-200">
        <p className="text-sm font-semibold text-amber-900">{t('onboarding.welcome.walletLabel')}</p>
        <p className="mt-1 flex items-center justify-center gap-2">
          <Zap className="size-8 fill-bolt text-yellow-500" aria-hidden />
          {bolts === null ? (
            <LoadingText className="w-36 text-4xl" />
          ) : (
            <span className="text-4xl font-black text-slate-900 tabular-nums">{format.integer(bolts)}</span>
          )}
          <span className="text-lg font-bold text-slate-700">{t('common.bolts')}</span>
        </p>
        <p className="mt-1 text-sm font-medium text-emerald-800">{t('onboarding.welcome.walletNote')}</p>
      </div>

      <p className="mt-4 flex items-start gap-2 text-start text-sm text-slate-700">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
        {t('onboarding.welcome.noRealMoney')}
      </p>
    </div>
  );
}

import { Building2, ShieldCheck, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadingText } from '../../../components/ui/loading-text';
import { useFormat } from '../../../lib/format';
import { usePublicStartingBolts } from '../../../lib/games';

const POINTS = [
  { key: 'virtual', icon: ShieldCheck },
  { key: 'fictional', icon: Building2 },
  { key: 'compete', icon: Trophy },
] as const;

/** The page's title and promise; on wide screens it sits beside the form with three reassurances. */
export function AuthIntro() {
  const { t } = useTranslation();
  const format = useFormat();
  const bolts = usePublicStartingBolts();
  return (
    <div className="text-center lg:pt-10 lg:text-start">
      <h1 className="text-2xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-3xl lg:text-4xl">
        {t('auth.intro.title')}
      </h1>
      {bolts === null ? (
        <LoadingText lines={2} className="mx-auto mt-2 max-w-md lg:mx-0 lg:mt-4 lg:text-lg" />
      ) : (
        <p className="mt-2 text-slate-700 lg:mt-4 lg:text-lg">
          {t('auth.intro.subtitle', { amount: format.integer(bolts) })}
        </p>
      )}
      <ul className="mt-8 hidden space-y-4 lg:block">
        {POINTS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-slate-200">
              <Icon className="size-5" aria-hidden />
            </span>
            <span className="pt-2 font-medium text-slate-800">{t(`auth.intro.points.${key}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Medal, Rocket, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadingText } from '../../components/ui/loading-text';
import { useFormat } from '../../lib/format';
import { usePublicStartingBolts } from '../../lib/games';
import { InfoTile } from './info-tile';
import { StepHeading } from './step-heading';

/** Step 3: ready to trade, with the goal and rank-up cards. */
export function ReadyStep({ focusHeading }: { focusHeading: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const bolts = usePublicStartingBolts();
  return (
    <div>
      <div className="flex justify-center">
        <span className="mb-5 flex size-20 items-center justify-center rounded-3xl bg-linear-to-br from-brand-600 to-fuchsia-500 shadow-lg shadow-fuchsia-500/30">
          <Rocket className="size-10 text-white" aria-hidden />
        </span>
      </div>
      <StepHeading focusOnMount={focusHeading}>{t('onboarding.ready.title')}</StepHeading>
      {bolts === null ? (
        <LoadingText className="mx-auto mt-2 max-w-xs" />
      ) : (
        <p className="mt-2 text-center text-slate-700">
          {t('onboarding.ready.intro', { amount: format.integer(bolts) })}
        </p>
      )}
      <ul className="mt-5 grid gap-3">
        <InfoTile
          icon={Target}
          tone="bg-rose-100 text-rose-700"
          title={t('onboarding.ready.goal.title')}
          body={t('onboarding.ready.goal.body')}
        />
        <InfoTile
          icon={Medal}
          tone="bg-amber-100 text-amber-700"
          title={t('onboarding.ready.rankUp.title')}
          body={t('onboarding.ready.rankUp.body')}
        />
      </ul>
    </div>
  );
}

import { Lightbulb, Medal, Rocket, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LESSON_XP } from '#core/learn/lesson-constants';
import { IconTile } from '../../components/icon-tile';
import { Button } from '../../components/ui/button';
import { LoadingText } from '../../components/ui/loading-text';
import { useFormat } from '../../lib/format';
import { usePublicStartingBolts } from '../../lib/games';
import { InfoTile } from './info-tile';
import { StepHeading } from './step-heading';

/** Step 3: ready to trade, with the goal and rank-up cards, and a first lesson for those who want one first. */
export function ReadyStep({
  focusHeading,
  finishing,
  onLearn,
}: {
  focusHeading: boolean;
  finishing: boolean;
  /** Finishes onboarding and opens the lessons (/learn). */
  onLearn: () => void;
}) {
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
      <div className="mt-3 flex flex-col gap-3 rounded-2xl bg-sky-50 p-4 ring-1 ring-sky-200 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3 text-start">
          <IconTile icon={Lightbulb} className="size-11 bg-sky-100 text-sky-700" iconClassName="size-6" />
          <div className="min-w-0">
            <h2 className="font-bold text-slate-900">{t('onboarding.ready.learn.title')}</h2>
            <p className="mt-0.5 text-sm text-slate-600">{t('onboarding.ready.learn.body', { xp: LESSON_XP })}</p>
          </div>
        </div>
        <Button variant="secondary" className="shrink-0" onClick={onLearn} disabled={finishing}>
          {t('onboarding.ready.learn.start')}
        </Button>
      </div>
    </div>
  );
}

import { Sparkles, TrendingUp, Trophy, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InfoTile } from './info-tile';
import { StepHeading } from './step-heading';

const ITEMS = [
  { key: 'trading', icon: TrendingUp, tone: 'bg-emerald-100 text-emerald-700' },
  { key: 'compete', icon: Trophy, tone: 'bg-amber-100 text-amber-700' },
  { key: 'social', icon: Users, tone: 'bg-sky-100 text-sky-700' },
  { key: 'ai', icon: Sparkles, tone: 'bg-fuchsia-100 text-fuchsia-700' },
] as const;

/** Step 2: the four things to know. */
export function HowItWorksStep({ focusHeading }: { focusHeading: boolean }) {
  const { t } = useTranslation();
  return (
    <div>
      <StepHeading focusOnMount={focusHeading}>{t('onboarding.howItWorks.title')}</StepHeading>
      <p className="mt-2 text-center text-slate-700">{t('onboarding.howItWorks.intro')}</p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {ITEMS.map(({ key, icon, tone }) => (
          <InfoTile
            key={key}
            icon={icon}
            tone={tone}
            title={t(`onboarding.howItWorks.${key}.title`)}
            body={t(`onboarding.howItWorks.${key}.body`)}
          />
        ))}
      </ul>
    </div>
  );
}

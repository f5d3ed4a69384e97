import { Activity, MessageCircle, Newspaper, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FEATURES_SECTION_ID } from '../lib/constants';
import { FeatureCard } from './feature-card';
import { SectionHeading } from './section-heading';

const FEATURES = [
  { key: 'trading', icon: Activity, iconClassName: 'bg-brand-100 text-brand-700' },
  { key: 'leaderboards', icon: Trophy, iconClassName: 'bg-amber-100 text-amber-800' },
  { key: 'social', icon: MessageCircle, iconClassName: 'bg-sky-100 text-sky-800' },
  { key: 'news', icon: Newspaper, iconClassName: 'bg-emerald-100 text-emerald-800' },
] as const;

/** The four features, each with a button to /auth. Target of the hero's "Learn more". */
export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section
      id={FEATURES_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="features-title"
      className="scroll-mt-14 border-y border-slate-200 bg-white py-12 outline-none sm:py-16"
    >
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="features-title"
          title={t('landing.features.title')}
          subtitle={t('landing.features.subtitle')}
        />
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, icon, iconClassName }) => (
            <FeatureCard
              key={key}
              icon={icon}
              iconClassName={iconClassName}
              title={t(`landing.features.${key}.title`)}
              body={t(`landing.features.${key}.body`)}
              cta={t(`landing.features.${key}.cta`)}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const BENEFITS = [
  { key: 'riskFree', emoji: '🛡️' },
  { key: 'marketData', emoji: '📊' },
  { key: 'community', emoji: '🤝' },
  { key: 'gamified', emoji: '🏆' },
] as const;

/** Four reasons to play. */
export function BenefitsSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="benefits-title" className="border-t border-slate-200 bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="benefits-title"
          title={t('landing.benefits.title')}
          subtitle={t('landing.benefits.subtitle')}
        />
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ key, emoji }) => (
            <li key={key} className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-6">
              <span aria-hidden className="mb-3 block text-3xl">
                {emoji}
              </span>
              <h3 className="text-lg font-bold text-slate-900">{t(`landing.benefits.${key}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`landing.benefits.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

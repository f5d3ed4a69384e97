import { usePageTranslation } from '../../lib/use-page-translation';
import { LegalLayout, LegalSection } from './legal-layout';

const SECTIONS = ['fair', 'wander', 'news', 'chance', 'today', 'index'] as const;

/**
 * /how-prices-move: the market's rules in plain words (docs/rules.md#prices), for curious players
 * and teachers; linked from every company page. Public, like the terms.
 */
export default function HowPricesMovePage() {
  const { t } = usePageTranslation('legal');
  return (
    <LegalLayout
      title={t('legal.prices.title')}
      intro={t('legal.prices.intro')}
      other={{ to: '/terms', label: t('legal.readTerms') }}
    >
      {SECTIONS.map((section) => (
        <LegalSection
          key={section}
          id={section === 'index' ? 'bolts-index' : section}
          title={t(`legal.prices.${section}.title`)}
        >
          <p>{t(`legal.prices.${section}.body`)}</p>
        </LegalSection>
      ))}
    </LegalLayout>
  );
}

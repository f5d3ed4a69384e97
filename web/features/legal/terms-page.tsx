import { usePageTranslation } from '../../lib/use-page-translation';
import { LegalLayout, LegalSection } from './legal-layout';

const SECTIONS = ['game', 'age', 'fair', 'account', 'changes'] as const;

/** /terms: the rules of Bolts in plain words, for players and their parents. */
export default function TermsPage() {
  const { t } = usePageTranslation('legal');
  return (
    <LegalLayout
      title={t('legal.terms.title')}
      intro={t('legal.terms.intro')}
      other={{ to: '/privacy', label: t('legal.readPrivacy') }}
    >
      {SECTIONS.map((section) => (
        <LegalSection key={section} title={t(`legal.terms.${section}.title`)}>
          <p>{t(`legal.terms.${section}.body`)}</p>
        </LegalSection>
      ))}
    </LegalLayout>
  );
}

import { usePageTranslation } from '../../lib/use-page-translation';
import { LegalLayout, LegalSection } from './legal-layout';

const STORED = ['contact', 'names', 'password', 'trades', 'chat', 'settings', 'sessions', 'linked'] as const;
const VISIBLE = ['players', 'staff', 'sell'] as const;
const DELETE = ['how', 'removes', 'keeps', 'again'] as const;
const PARENTS = ['birthYear', 'consent', 'readOnly', 'social', 'classLogins', 'delete'] as const;

/**
 * /privacy: what Bolts keeps, who sees it, what parents should know (docs/rules.md#accounts), and what
 * deleting the account removes and keeps.
 */
export default function PrivacyPage() {
  const { t } = usePageTranslation('legal');
  return (
    <LegalLayout
      title={t('legal.privacy.title')}
      intro={t('legal.privacy.intro')}
      other={{ to: '/terms', label: t('legal.readTerms') }}
    >
      <LegalSection title={t('legal.privacy.stored.title')}>
        <ul className="list-disc space-y-1.5 ps-5">
          {STORED.map((item) => (
            <li key={item}>{t(`legal.privacy.stored.${item}`)}</li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection title={t('legal.privacy.visible.title')}>
        {VISIBLE.map((item) => (
          <p key={item}>{t(`legal.privacy.visible.${item}`)}</p>
        ))}
      </LegalSection>
      <LegalSection title={t('legal.privacy.parents.title')}>
        {PARENTS.map((item) => (
          <p key={item}>{t(`legal.privacy.parents.${item}`)}</p>
        ))}
      </LegalSection>
      <LegalSection title={t('legal.privacy.delete.title')}>
        {DELETE.map((item) => (
          <p key={item}>{t(`legal.privacy.delete.${item}`)}</p>
        ))}
      </LegalSection>
    </LegalLayout>
  );
}

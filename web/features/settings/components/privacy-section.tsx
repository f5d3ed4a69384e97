import { Shield } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { Settings } from '#core/schemas/profile';
import { SettingsSection } from './settings-section';
import { SwitchRow } from './switch-row';
import { VisibilityRadioGroup } from './visibility-radio-group';

type Privacy = Settings['privacy'];

/** Profile visibility, and whether others may see your trades and portfolio value (private by default). */
export function PrivacySection({ value, onChange }: { value: Privacy; onChange: (changes: Partial<Privacy>) => void }) {
  const { t } = usePageTranslation('settings');
  return (
    <SettingsSection title={t('settings.privacy.title')} description={t('settings.privacy.description')} icon={Shield}>
      <VisibilityRadioGroup
        value={value.profileVisibility}
        onChange={(profileVisibility) => onChange({ profileVisibility })}
      />
      <div className="mt-2 divide-y divide-slate-100">
        <SwitchRow
          label={t('settings.privacy.showTrades')}
          description={t('settings.privacy.showTradesDescription')}
          checked={value.showTrades}
          onCheckedChange={(showTrades) => onChange({ showTrades })}
        />
        <SwitchRow
          label={t('settings.privacy.showPortfolioValue')}
          description={t('settings.privacy.showPortfolioValueDescription')}
          checked={value.showPortfolioValue}
          onCheckedChange={(showPortfolioValue) => onChange({ showPortfolioValue })}
        />
      </div>
    </SettingsSection>
  );
}

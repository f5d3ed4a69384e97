import { Bell } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { Settings } from '#core/schemas/profile';
import { SettingsSection } from './settings-section';
import { SwitchRow } from './switch-row';

type Notifications = Settings['notifications'];

const KEYS = ['tradeAlerts', 'marketNews', 'socialUpdates', 'emailNotifications'] as const;

/** Which notifications to receive. */
export function NotificationsSection({
  value,
  onChange,
}: {
  value: Notifications;
  onChange: (changes: Partial<Notifications>) => void;
}) {
  const { t } = usePageTranslation('settings');
  return (
    <SettingsSection title={t('settings.notifications.title')} icon={Bell}>
      <div className="-my-3 divide-y divide-slate-100">
        {KEYS.map((key) => (
          <SwitchRow
            key={key}
            label={t(`settings.notifications.${key}`)}
            description={t(`settings.notifications.${key}Description`)}
            checked={value[key]}
            onCheckedChange={(checked) => onChange({ [key]: checked })}
          />
        ))}
      </div>
    </SettingsSection>
  );
}

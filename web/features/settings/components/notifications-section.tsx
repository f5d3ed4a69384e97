import { Bell } from 'lucide-react';
import { Suspense } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { Settings } from '#core/schemas/profile';
import { PushSettings } from './push-settings';
import { SettingsSection } from './settings-section';
import { SwitchRow } from './switch-row';

type Notifications = Settings['notifications'];

const KEYS = ['tradeAlerts', 'marketNews', 'socialUpdates', 'emailNotifications'] as const;

/** Which notifications to receive, and which of them as push messages, when and how many. */
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
      {/* Push and its limits have strings of their own (the notifications namespace). */}
      <Suspense fallback={null}>
        <div className="mt-6 border-t border-slate-100 pt-6">
          <PushSettings value={value} onChange={onChange} />
        </div>
      </Suspense>
    </SettingsSection>
  );
}

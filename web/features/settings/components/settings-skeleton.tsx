import { usePageTranslation } from '../../../lib/use-page-translation';
import { Skeleton } from '../../../components/ui/skeleton';
import { ProfileSettingsSection } from './profile-settings-section';

/**
 * The settings cards' shape while GET /me/settings loads: the profile card drawn with its labels
 * and hints (the contact comes with the session), the privacy and notification cards as blocks.
 */
export function SettingsSkeleton({ contact }: { contact: { kind: 'email' | 'phone'; value: string } }) {
  const { t } = usePageTranslation('settings');
  return (
    <div className="space-y-4">
      <span role="status" className="sr-only">
        {t('settings.loading')}
      </span>
      <ProfileSettingsSection contact={contact} />
      {[3, 4].map((rows, i) => (
        <div key={i} className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <Skeleton className="h-6 w-44" />
          {Array.from({ length: rows }, (_, j) => (
            <div key={j} className="flex items-center justify-between gap-4">
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-3 w-2/3" />
              </div>
              <Skeleton className="h-6 w-11 rounded-full" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

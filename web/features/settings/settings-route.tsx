import { usePageTranslation } from '../../lib/use-page-translation';
import { useSession } from '../../lib/session';
import { AccountSection } from './components/account-section';
import { ChangePhoneSection } from './components/change-phone-section';
import { CoachSection } from './components/coach-section';
import { DeleteAccountSection } from './components/delete-account-section';
import { useSettings } from './api/get-settings';
import { BackLink } from '../../components/back-link';
import { LoadError } from '../../components/load-error';
import { SettingsForm } from './components/settings-form';
import { SettingsSkeleton } from './components/settings-skeleton';

/** /settings: profile details, privacy, notifications, sign out and account deletion. */
export function SettingsRoute() {
  const { t } = usePageTranslation('settings');
  const { me } = useSession();
  const settings = useSettings();
  // The router's guard sends signed-out visitors away; render nothing in between.
  if (!me) return null;

  const contact = me.user.email
    ? { kind: 'email' as const, value: me.user.email }
    : { kind: 'phone' as const, value: me.user.phoneNumber ?? '' };

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <BackLink to="/profile" label={t('settings.back')} />
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t('settings.title')}</h1>
        <p className="mt-1 text-slate-600">{t('settings.subtitle')}</p>
      </header>
      {settings.isPending ? (
        <SettingsSkeleton contact={contact} />
      ) : settings.data ? (
        <SettingsForm
          initial={{
            ...settings.data,
            // Never saved yet: start from the profile's own bio. The display name starts empty (the
            // username shows): the full name is private (docs/rules.md#accounts).
            bio: settings.data.bio || (me.profile.bio ?? ''),
          }}
          contact={contact}
        />
      ) : (
        <LoadError title={t('settings.loadError')} error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      <CoachSection />
      <ChangePhoneSection phoneNumber={me.user.phoneNumber} />
      <AccountSection />
      <DeleteAccountSection />
    </div>
  );
}

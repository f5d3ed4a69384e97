import { UserRound } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { Settings } from '#core/schemas/profile';
import { SettingsSection } from './settings-section';
import { TextField } from './text-field';

const DISPLAY_NAME_MAX = 80;
const BIO_MAX = 280;

/**
 * Display name, the sign-in email (or phone, read-only) and bio. Without `values` (the settings
 * still loading) the card is drawn with its labels, its hints and the sign-in contact (the
 * session's), a placeholder where each saved field goes: the page's largest text then comes with
 * the first paint, not after the settings' read.
 */
export function ProfileSettingsSection({
  values,
  contact,
  onChange,
}: {
  values?: Pick<Settings, 'displayName' | 'bio'>;
  contact: { kind: 'email' | 'phone'; value: string };
  onChange?: (changes: Partial<Pick<Settings, 'displayName' | 'bio'>>) => void;
}) {
  const { t } = usePageTranslation('settings');
  const loading = !values;
  return (
    <SettingsSection title={t('settings.profile.title')} icon={UserRound}>
      <div className="space-y-4">
        <TextField
          label={t('settings.profile.displayName')}
          value={values?.displayName ?? ''}
          loading={loading}
          onChange={(displayName) => onChange?.({ displayName })}
          maxLength={DISPLAY_NAME_MAX}
          dir="auto"
          autoComplete="nickname"
          hint={t('settings.profile.displayNameHint')}
        />
        <TextField
          label={contact.kind === 'email' ? t('settings.profile.email') : t('settings.profile.phone')}
          value={contact.value}
          type={contact.kind === 'email' ? 'email' : 'tel'}
          dir="ltr"
          readOnly
          hint={contact.kind === 'email' ? t('settings.profile.emailHint') : t('settings.profile.phoneHint')}
        />
        <TextField
          label={t('settings.profile.bio')}
          value={values?.bio ?? ''}
          loading={loading}
          onChange={(bio) => onChange?.({ bio })}
          maxLength={BIO_MAX}
          multiline
          dir="auto"
          // A no-break space holds the count's line while loading, so nothing below it moves.
          hint={values ? t('settings.profile.bioCount', { used: values.bio.length, max: BIO_MAX }) : '\u00a0'}
        />
      </div>
    </SettingsSection>
  );
}

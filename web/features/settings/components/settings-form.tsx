import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { toast } from '../../../lib/toast';
import type { Settings } from '#core/schemas/profile';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ApiError, errorKey } from '../../../lib/api-client';
import { useSaveSettings } from '../api/save-settings';
import { NotificationsSection } from './notifications-section';
import { PrivacySection } from './privacy-section';
import { ProfileSettingsSection } from './profile-settings-section';

const trimmed = (s: Settings): Settings => ({ ...s, displayName: s.displayName.trim(), bio: s.bio.trim() });
const same = (a: Settings, b: Settings) => JSON.stringify(trimmed(a)) === JSON.stringify(trimmed(b));

/** Refusals the player can act on: their own message, not "saving failed". */
const SAID_AS_IS = new Set(['rate_limited', 'display_name_is_full_name', 'display_name_not_allowed']);

/** Every setting in one form; "Save changes" sends them all (PUT /me/settings). */
export function SettingsForm({
  initial,
  contact,
}: {
  initial: Settings;
  contact: { kind: 'email' | 'phone'; value: string };
}) {
  const { t } = usePageTranslation('settings');
  const save = useSaveSettings();
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const dirty = !same(values, saved);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = trimmed(values);
    try {
      await save.mutateAsync(next);
    } catch (err) {
      // Too many saves in a minute, or a display name that cannot be public: say so, rather than
      // that saving failed.
      const description = err instanceof ApiError && SAID_AS_IS.has(err.code) ? errorKey(err) : 'settings.toast.error';
      toast.error(t('settings.toast.errorTitle'), { description: t(description) });
      return;
    }
    setSaved(next);
    setValues(next);
    toast.success(t('settings.toast.savedTitle'), { description: t('settings.toast.saved') });
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <ProfileSettingsSection
        values={values}
        contact={contact}
        onChange={(changes) => setValues((v) => ({ ...v, ...changes }))}
      />
      <PrivacySection
        value={values.privacy}
        onChange={(changes) => setValues((v) => ({ ...v, privacy: { ...v.privacy, ...changes } }))}
      />
      <NotificationsSection
        value={values.notifications}
        onChange={(changes) => setValues((v) => ({ ...v, notifications: { ...v.notifications, ...changes } }))}
      />
      <div
        className={cn(
          'flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between sm:p-6',
          // While something is unsaved the bar stays in view, just above the bottom navigation.
          dirty && 'sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-20 shadow-lg ring-brand-500/40',
        )}
      >
        <p role="status" className="text-sm font-medium text-slate-600" data-testid="settings-dirty">
          {dirty ? t('settings.unsaved') : t('settings.allSaved')}
        </p>
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          <Save className="size-4" aria-hidden />
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}

// Web Push in the settings form (docs/rules.md#notifications): the push switch subscribes this
// device at once (the browser asks permission on that tap), the rest is saved with the form.
import { useEffect, useId, useState } from 'react';
import { NOTIFICATION_TYPES } from '#core/notifications/types';
import { MAX_DAILY_PUSH_CAP } from '#core/notifications/delivery';
import type { NotificationSettings } from '#core/schemas/notifications';
import { pushSupport, subscribeToPush, unsubscribeFromPush } from '../../../lib/push';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { SwitchRow } from './switch-row';

const inputClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30';

/** Whether this browser holds a push subscription now (null while looking). */
function useDeviceSubscribed(): [boolean | null, (on: boolean) => void] {
  const [subscribed, setSubscribed] = useState<boolean | null>(() => (pushSupport() === 'unsupported' ? false : null));
  useEffect(() => {
    if (pushSupport() === 'unsupported') return;
    let live = true;
    void navigator.serviceWorker
      .getRegistration()
      .then((r) => r?.pushManager.getSubscription())
      .then((s) => live && setSubscribed(!!s))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, []);
  return [subscribed, setSubscribed];
}

export function PushSettings({
  value,
  onChange,
}: {
  value: NotificationSettings;
  onChange: (changes: Partial<NotificationSettings>) => void;
}) {
  const { t, i18n } = usePageTranslation('notifications');
  const [subscribed, setSubscribed] = useDeviceSubscribed();
  const [problem, setProblem] = useState<'unsupported' | 'denied' | 'failed' | null>(() => {
    const support = pushSupport();
    return support === 'supported' ? null : support;
  });
  const [busy, setBusy] = useState(false);
  const id = useId();
  const s = (key: string) => t(`notifications.settings.${key}`);

  async function toggle(on: boolean) {
    setBusy(true);
    try {
      if (on) {
        const result = await subscribeToPush(i18n.resolvedLanguage ?? 'en');
        if (result !== 'subscribed') return setProblem(result);
        setProblem(null);
        setSubscribed(true);
      } else {
        await unsubscribeFromPush();
        setSubscribed(false);
      }
      onChange({ pushNotifications: on });
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4" data-testid="push-settings">
      <div className="-mt-3">
        <SwitchRow
          label={s('push')}
          description={s('pushDescription')}
          checked={value.pushNotifications && subscribed === true}
          onCheckedChange={(on) => void toggle(on)}
          disabled={busy || problem === 'unsupported'}
        />
      </div>
      {problem && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {s(problem === 'unsupported' ? 'pushUnsupported' : problem === 'denied' ? 'pushDenied' : 'pushFailed')}
        </p>
      )}
      <fieldset>
        <legend className="font-semibold text-slate-900">{s('typesTitle')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {NOTIFICATION_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={value.pushTypes[type]}
                onChange={(e) => onChange({ pushTypes: { ...value.pushTypes, [type]: e.target.checked } })}
              />
              {t(`notifications.types.${type}.label`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset aria-describedby={`${id}-quiet`}>
        <legend className="font-semibold text-slate-900">{s('quietHours')}</legend>
        <p id={`${id}-quiet`} className="text-sm text-slate-600">
          {s('quietHoursDescription')}
        </p>
        <div className="mt-2 flex flex-wrap gap-4">
          {(['start', 'end'] as const).map((edge) => (
            <label key={edge} className="flex items-center gap-2 text-slate-800">
              {s(edge === 'start' ? 'quietStart' : 'quietEnd')}
              <input
                type="time"
                required
                dir="ltr"
                className={inputClass}
                value={value.quietHours[edge]}
                onChange={(e) =>
                  /^\d\d:\d\d$/.test(e.target.value) &&
                  onChange({ quietHours: { ...value.quietHours, [edge]: e.target.value } })
                }
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <SwitchRow
          label={s('schoolHours')}
          description={s('schoolHoursDescription')}
          checked={value.schoolHours}
          onCheckedChange={(schoolHours) => onChange({ schoolHours })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-cap`} className="block font-semibold text-slate-900">
          {s('dailyCap')}
        </label>
        <p id={`${id}-cap-hint`} className="text-sm text-slate-600">
          {s('dailyCapDescription')}
        </p>
        <input
          id={`${id}-cap`}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_DAILY_PUSH_CAP}
          aria-describedby={`${id}-cap-hint`}
          className={`${inputClass} mt-2 w-24`}
          value={value.dailyCap}
          onChange={(e) => {
            const n = Math.round(Number(e.target.value));
            if (Number.isFinite(n)) onChange({ dailyCap: Math.min(MAX_DAILY_PUSH_CAP, Math.max(0, n)) });
          }}
        />
      </div>
    </div>
  );
}

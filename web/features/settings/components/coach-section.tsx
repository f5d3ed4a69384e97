import { GraduationCap } from 'lucide-react';
import { Suspense } from 'react';
import { useCoachCards, useSaveCoachEnabled } from '../../../lib/coach';
import { toast } from '../../../lib/toast';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { SettingsSection } from './settings-section';
import { SwitchRow } from './switch-row';

/**
 * The Trade Coach's switch (docs/rules.md#learning). It saves on its own, at once (PUT
 * /api/coach/settings), apart from the form's "Save changes": off, no new cards and the open ones
 * are hidden.
 */
function CoachSwitch() {
  const { t } = usePageTranslation('learn');
  const { data } = useCoachCards();
  const save = useSaveCoachEnabled();
  if (!data) return null;
  // While saving, the switch shows the choice just made.
  const checked = save.isPending && save.variables !== undefined ? save.variables : data.enabled;
  return (
    <SettingsSection title={t('learn.coach.settings.title')} icon={GraduationCap}>
      <div className="-my-3">
        <SwitchRow
          label={t('learn.coach.settings.label')}
          description={t('learn.coach.settings.description')}
          checked={checked}
          onCheckedChange={(enabled) =>
            save.mutate(enabled, { onError: () => toast.error(t('learn.coach.settings.saveError')) })
          }
        />
      </div>
    </SettingsSection>
  );
}

export function CoachSection() {
  return (
    <Suspense fallback={null}>
      <CoachSwitch />
    </Suspense>
  );
}

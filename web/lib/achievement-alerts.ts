// "Achievement unlocked": the server tells the player's sockets the moment an achievement unlocks
// (after a fill, or a finished week); a toast names it, and the profile's figures reload.
import type { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { PROGRESS_KEY } from './progress';
import { toast } from './toast';
import type { ServerEvents } from '#core/realtime';

export function announceAchievements(queryClient: QueryClient, event: ServerEvents['achievement']) {
  void queryClient.invalidateQueries({ queryKey: PROGRESS_KEY });
  for (const { id } of event.achievements) {
    toast.success(i18n.t('achievements.unlocked'), {
      description: `${i18n.t(`achievements.items.${id}.name`)}: ${i18n.t(`achievements.items.${id}.description`)}`,
    });
  }
}

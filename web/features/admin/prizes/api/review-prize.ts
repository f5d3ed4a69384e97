import { useQueryClient } from '@tanstack/react-query';
import { adminKey } from '../../api/admin-keys';
import { adminPrizesKey } from './get-prizes';

/** The path of one champion's prize (a game's week). */
export const prizePath = (prize: { game: { id: string }; weekStart: string }) =>
  `/admin/prizes/${prize.game.id}/${prize.weekStart}`;

/** After a review (or a 409: another admin was first), the queue and the audit log are refetched. */
export function useRefreshPrizes() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: adminPrizesKey });
    void client.invalidateQueries({ queryKey: adminKey('audit') });
  };
}

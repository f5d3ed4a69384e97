import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinResult } from '#core/schemas/classes';
import { apiSend } from '../../../lib/api-client';
import { gamesKeys } from '../../../lib/games';

/** POST /api/join: the signed-in player joins the class the code opens (its starting cash, once). */
export function joinClass(code: string): Promise<JoinResult> {
  return apiSend<JoinResult>('POST', '/join', { code });
}

export function useJoinClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: joinClass,
    // The game switcher checks a chosen game against this list: it must hold the class first.
    onSuccess: () => client.refetchQueries({ queryKey: gamesKeys.mine, type: 'all' }),
  });
}

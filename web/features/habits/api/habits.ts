// GET /api/habits and its writes: today's quests, the streak and the friend streak. One query,
// shared by the top bar's chip and the Today card; a write answers the new state, which replaces it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FriendsOverview } from '#core/schemas/social';
import type { QuestClaim } from '#core/habits/quests';
import type { Habits } from '#core/schemas/habits';
import { apiGet, apiSend } from '../../../lib/api-client';
import { PROGRESS_KEY } from '../../../lib/progress';
import { socialKeys } from '../../../lib/social-cache';

export const habitsKey = ['habits'] as const;

export const habitsQueryOptions = queryOptions({
  queryKey: habitsKey,
  queryFn: () => apiGet<Habits>('/habits'),
  staleTime: 30_000,
});

export function useHabits(enabled = true) {
  return useQuery({ ...habitsQueryOptions, enabled });
}

/** PUT /api/habits/friend: the one friend to keep a streak with (null: none). */
export function usePickFriend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (friendId: string | null) => apiSend<Habits>('PUT', '/habits/friend', { friendId }),
    onSuccess: (habits) => client.setQueryData(habitsKey, habits),
  });
}

/**
 * Claims a quest done in the browser, fire-and-forget: only when it is one of today's and not done
 * yet (no request otherwise), and silently when the server refutes it (news about a company the
 * player does not hold). XP follows.
 */
export function useClaimQuest() {
  const client = useQueryClient();
  return useCallback(
    (claim: QuestClaim) => {
      void (async () => {
        const habits = await client.fetchQuery(habitsQueryOptions);
        const quest = habits.quests.find((q) => q.id === claim.quest);
        if (!quest || quest.done) return;
        const next = await apiSend<Habits>(
          'POST',
          `/quests/${claim.quest}/complete`,
          claim.newsId ? { newsId: claim.newsId } : {},
        );
        client.setQueryData(habitsKey, next);
        void client.invalidateQueries({ queryKey: PROGRESS_KEY });
      })().catch(() => {});
    },
    [client],
  );
}

/** GET /api/friends (the messages page's query, shared through its key): the friends to pick from. */
export function useFriendList() {
  return useQuery({ queryKey: socialKeys.friends, queryFn: () => apiGet<FriendsOverview>('/friends') });
}

/** PUT /api/me/time-zone: where the player's day begins. */
export const reportTimeZone = (timeZone: string) => apiSend<{ timeZone: string }>('PUT', '/me/time-zone', { timeZone });

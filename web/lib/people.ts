// Finding people and following traders (docs/rules.md#friends-and-chat): suggestions, the search,
// a trader's profile and the traders the player follows. Shared by the messages page, the trader
// page and the feed's Following card.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Followed, FollowedTrade, Suggestion, TraderProfile } from '#core/schemas/social';
import { PEOPLE_SEARCH_MIN } from '#core/social/people-search';
import { apiGet, apiSend } from './api-client';
import { socialKeys } from './social-cache';

/** Trades of followed traders arrive as they trade: re-read this often while on screen. */
const FOLLOWED_TRADES_REFRESH_MS = 30_000;

export function useSuggestions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: socialKeys.suggestions,
    queryFn: async () => (await apiGet<{ suggestions: Suggestion[] }>('/friends/suggestions')).suggestions,
    enabled,
  });
}

/** GET /api/people?q=: from PEOPLE_SEARCH_MIN characters; the previous answer stays while typing. */
export function usePeopleSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: socialKeys.search(q.toLowerCase()),
    queryFn: async () => (await apiGet<{ people: Suggestion[] }>('/people', { q })).people,
    enabled: q.length >= PEOPLE_SEARCH_MIN,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useTrader(username: string) {
  return useQuery({
    queryKey: socialKeys.trader(username),
    queryFn: () => apiGet<TraderProfile>(`/traders/${encodeURIComponent(username)}`),
    retry: false,
  });
}

export function useFollowing() {
  return useQuery({
    queryKey: socialKeys.follows,
    queryFn: async () => (await apiGet<{ following: Followed[] }>('/follows')).following,
  });
}

export function useFollowedTrades() {
  return useQuery({
    queryKey: socialKeys.followedTrades,
    queryFn: async () => (await apiGet<{ trades: FollowedTrade[] }>('/follows/trades')).trades,
    refetchInterval: FOLLOWED_TRADES_REFRESH_MS,
  });
}

/** Follow (by username) or unfollow (by id); every view of follows and profiles reloads after. */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trader, follow }: { trader: { userId: string; username: string }; follow: boolean }) =>
      follow
        ? apiSend('POST', '/follows', { username: trader.username })
        : apiSend('DELETE', `/follows/${encodeURIComponent(trader.userId)}`),
    onSettled: (_data, _error, { trader }) => {
      void queryClient.invalidateQueries({ queryKey: socialKeys.follows });
      void queryClient.invalidateQueries({ queryKey: socialKeys.trader(trader.username) });
    },
  });
}

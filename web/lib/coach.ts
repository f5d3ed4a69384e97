// The Trade Coach's cards and switch (docs/rules.md#learning), read and written for the trading
// floor, the feed and the settings (web/components/coach).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languageOf, type LanguageCode } from '#core/languages';
import type { CoachCards } from '#core/schemas/coach';
import { apiGet, apiSend } from './api-client';

export const coachKeys = {
  /** Every coach query: what the socket's 'coach' event (./realtime) invalidates. */
  all: ['coach'] as const,
  cards: (lang: LanguageCode) => ['coach', 'cards', lang] as const,
};

/** GET /api/coach/cards?lang=: the open cards, newest first, and whether the coach is on. */
export const coachCardsQueryOptions = (lang: LanguageCode) =>
  queryOptions({
    queryKey: coachKeys.cards(lang),
    queryFn: () => apiGet<CoachCards>('/coach/cards', { lang }),
  });

/** The cards with their lessons' titles in the interface's language (English when it is none of ours). */
export function useCoachCards() {
  const { i18n } = useTranslation();
  return useQuery(coachCardsQueryOptions(languageOf(i18n.resolvedLanguage ?? 'en') ?? 'en'));
}

/** POST /api/coach/cards/{id}/dismiss: the card goes at once, and stays gone. */
export function useDismissCoachCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<{ ok: true }>('POST', `/coach/cards/${encodeURIComponent(id)}/dismiss`, {}),
    onMutate: (id) => {
      for (const [key, data] of client.getQueriesData<CoachCards>({ queryKey: coachKeys.all }))
        if (data) client.setQueryData<CoachCards>(key, { ...data, cards: data.cards.filter((c) => c.id !== id) });
    },
    onSettled: () => client.invalidateQueries({ queryKey: coachKeys.all }),
  });
}

/** PUT /api/coach/settings: the Trade Coach on or off. */
export function useSaveCoachEnabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiSend<{ ok: true }>('PUT', '/coach/settings', { enabled }),
    onSettled: () => client.invalidateQueries({ queryKey: coachKeys.all }),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '#core/languages';
import type { Lesson } from '#core/schemas/learn';
import { ApiError, apiGet } from '../../../lib/api-client';
import { lessonsKeys } from '../../../lib/lessons';

/** GET /api/lessons/{id}?lang=: one lesson without its answer key (404 lesson_not_found). */
export const lessonQueryOptions = (id: string, lang: LanguageCode) =>
  queryOptions({
    queryKey: lessonsKeys.one(id, lang),
    queryFn: () => apiGet<Lesson>(`/lessons/${encodeURIComponent(id)}`, { lang }),
    // An unknown lesson stays unknown: no retries before the page says so.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 3,
    // A change of language keeps the lesson on screen (and the reader's place in it) until its new words arrive.
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });

export function useLesson(id: string, lang: LanguageCode) {
  return useQuery(lessonQueryOptions(id, lang));
}

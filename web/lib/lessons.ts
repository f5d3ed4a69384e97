// The lessons (GET /api/lessons?lang=): one query per language, shared by the learning pages and
// the teacher's "finish a lesson" assignment. Lessons are content: they change with a release.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '#core/languages';
import type { LessonList } from '#core/schemas/learn';
import { apiGet } from './api-client';

export const lessonsKeys = {
  /** Every lesson query, in every language: what an answer invalidates. */
  all: ['lessons'] as const,
  list: (lang: LanguageCode) => ['lessons', 'list', lang] as const,
  one: (id: string, lang: LanguageCode) => ['lessons', 'one', id, lang] as const,
};

/** Every lesson in order, with the player's progress when signed in. */
export const lessonsQueryOptions = (lang: LanguageCode) =>
  queryOptions({
    queryKey: lessonsKeys.list(lang),
    queryFn: () => apiGet<LessonList>('/lessons', { lang }),
  });

export function useLessons(lang: LanguageCode) {
  return useQuery(lessonsQueryOptions(lang));
}

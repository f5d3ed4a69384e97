import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languageOf, type LanguageCode } from '#core/languages';
import type { LessonList } from '#core/schemas/learn';
import { apiGet } from '../../../lib/api-client';
import { classesKeys } from './get-classes';

/** GET /api/lessons?lang=: every lesson in order, for the "finish a lesson" assignment. */
export const lessonsQueryOptions = (lang: LanguageCode) =>
  queryOptions({
    queryKey: classesKeys.lessons(lang),
    queryFn: () => apiGet<LessonList>('/lessons', { lang }).then((r) => r.lessons),
    // The lessons are content: they change with a release, not while the page is open.
    staleTime: Infinity,
  });

/** The lessons in the reader's language (English when it is none of ours). */
export function useLessons() {
  const { i18n } = useTranslation();
  return useQuery(lessonsQueryOptions(languageOf(i18n.resolvedLanguage ?? 'en') ?? 'en'));
}

/** A lesson's title by id, in the reader's language; undefined while the lessons load. */
export function useLessonTitle(): (id: string) => string | undefined {
  const lessons = useLessons();
  const titles = new Map(lessons.data?.map((l) => [l.id, l.title]));
  return (id) => titles.get(id);
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languageOf } from '#core/languages';
import { lessonsQueryOptions } from '../../../lib/lessons';

/** The lessons in the reader's language (English when it is none of ours), for the "finish a lesson" assignment. */
export function useLessons() {
  const { i18n } = useTranslation();
  const lang = languageOf(i18n.resolvedLanguage ?? 'en') ?? 'en';
  return useQuery({ ...lessonsQueryOptions(lang), select: (list) => list.lessons });
}

/** A lesson's title by id, in the reader's language; undefined while the lessons load. */
export function useLessonTitle(): (id: string) => string | undefined {
  const lessons = useLessons();
  const titles = new Map(lessons.data?.map((l) => [l.id, l.title]));
  return (id) => titles.get(id);
}

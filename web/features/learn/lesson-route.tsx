import { useEffect } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { ApiError } from '../../lib/api-client';
import { usePageTranslation } from '../../lib/use-page-translation';
import { useLesson } from './api/get-lesson';
import { LessonNotFound } from './components/lesson-not-found';
import { LessonSkeleton } from './components/lesson-skeleton';
import { LessonView } from './components/lesson-view';
import { useLessonLanguage } from './hooks/use-lesson-language';

/** /learn/:lessonId: one lesson, open to visitors; its quiz is checked (and saved) for the signed in. */
export default function LessonRoute() {
  const { t, i18n } = usePageTranslation('learn');
  const { lessonId = '' } = useParams();
  const lesson = useLesson(lessonId, useLessonLanguage());
  // The term chips' words: loading them now, not when the reader reaches the last screen.
  useEffect(() => {
    void i18n.loadNamespaces('glossary');
  }, [i18n]);

  if (lesson.isPending) return <LessonSkeleton />;
  if (lesson.isError) {
    if (lesson.error instanceof ApiError && lesson.error.status === 404) return <LessonNotFound />;
    return <LoadError title={t('learn.lesson.loadError')} error={lesson.error} onRetry={() => void lesson.refetch()} />;
  }
  // Keyed by the lesson: "Next lesson" starts the next one from its first screen.
  return <LessonView key={lesson.data.id} lesson={lesson.data} />;
}

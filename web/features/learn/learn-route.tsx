import { LESSON_XP } from '#core/learn/lesson-constants';
import { LoadError } from '../../components/load-error';
import { useSession } from '../../lib/session';
import { usePageTranslation } from '../../lib/use-page-translation';
import { useLessons } from '../../lib/lessons';
import { GlossaryCard } from './components/glossary-card';
import { LessonsSkeleton } from './components/lessons-skeleton';
import { PageHeader } from './components/page-header';
import { ProgressCard } from './components/progress-card';
import { TopicSection } from './components/topic-section';
import { VisitorNote } from './components/visitor-note';
import { useLessonLanguage } from './hooks/use-lesson-language';
import { groupByTopic } from './lib/topics';

/** /learn: every lesson by topic with the player's progress; open to visitors, who are invited to sign in. */
export default function LearnRoute() {
  const { t } = usePageTranslation('learn');
  const { me } = useSession();
  const lessons = useLessons(useLessonLanguage());
  const xp = lessons.data?.xpPerLesson ?? LESSON_XP;

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <PageHeader title={t('learn.title')} subtitle={t('learn.subtitle', { xp })} />
      {lessons.isPending ? (
        <LessonsSkeleton />
      ) : lessons.isError ? (
        <LoadError title={t('learn.loadError')} error={lessons.error} onRetry={() => void lessons.refetch()} />
      ) : (
        <>
          {me ? <ProgressCard list={lessons.data} /> : <VisitorNote xp={xp} />}
          <GlossaryCard />
          {groupByTopic(lessons.data.lessons).map((group) => (
            <TopicSection key={group.topic} group={group} xp={xp} />
          ))}
        </>
      )}
    </div>
  );
}

import { useId } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { TopicGroup } from '../lib/topics';
import { LessonCard } from './lesson-card';

/** One topic's lessons on /learn, under the topic's name. */
export function TopicSection({ group, xp }: { group: TopicGroup; xp: number }) {
  const { t } = usePageTranslation('learn');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={`topic-${group.topic}`}>
      <h2 id={headingId} className="mb-2 text-lg font-bold text-slate-900">
        {t(`learn.topics.${group.topic}`)}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {group.lessons.map((lesson) => (
          <LessonCard key={lesson.id} lesson={lesson} xp={xp} />
        ))}
      </ul>
    </section>
  );
}

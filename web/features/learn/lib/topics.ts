// The /learn page's order: lessons grouped by topic, a topic where its first lesson falls, so the
// page reads from lesson 1 down; and the lesson to take next.
import type { LessonSummary } from '#core/schemas/learn';

export interface TopicGroup {
  topic: LessonSummary['topic'];
  lessons: LessonSummary[];
}

export function groupByTopic(lessons: readonly LessonSummary[]): TopicGroup[] {
  const groups = new Map<LessonSummary['topic'], LessonSummary[]>();
  for (const lesson of [...lessons].sort((a, b) => a.order - b.order)) {
    const group = groups.get(lesson.topic);
    if (group) group.push(lesson);
    else groups.set(lesson.topic, [lesson]);
  }
  return [...groups].map(([topic, list]) => ({ topic, lessons: list }));
}

/** The first lesson by number not done yet; null once every one is. */
export function upNext(lessons: readonly LessonSummary[]): LessonSummary | null {
  return [...lessons].sort((a, b) => a.order - b.order).find((l) => !l.done) ?? null;
}

import { describe, expect, it } from 'vitest';
import type { LessonSummary } from '#core/schemas/learn';
import { groupByTopic, upNext } from './topics';

const lesson = (order: number, topic: LessonSummary['topic'], done = false): LessonSummary => ({
  id: `lesson-${order}`,
  order,
  topic,
  figure: 'price-chart',
  title: `Lesson ${order}`,
  summary: '',
  done,
  correct: done ? 2 : null,
});

describe('groupByTopic', () => {
  it('puts each topic where its first lesson falls, lessons in number order inside it', () => {
    const groups = groupByTopic([
      lesson(9, 'risk'),
      lesson(2, 'orders'),
      lesson(14, 'basics'),
      lesson(1, 'basics'),
      lesson(3, 'orders'),
    ]);
    expect(groups.map((g) => [g.topic, g.lessons.map((l) => l.order)])).toEqual([
      ['basics', [1, 14]],
      ['orders', [2, 3]],
      ['risk', [9]],
    ]);
  });

  it('has no groups without lessons', () => {
    expect(groupByTopic([])).toEqual([]);
  });
});

describe('upNext', () => {
  it('is the lowest-numbered lesson not done, whatever order the list came in', () => {
    expect(upNext([lesson(3, 'orders'), lesson(1, 'basics', true), lesson(2, 'orders')])?.order).toBe(2);
  });

  it('is null when every lesson is done', () => {
    expect(upNext([lesson(1, 'basics', true)])).toBeNull();
  });
});

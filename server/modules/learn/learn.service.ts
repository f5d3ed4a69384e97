// Lessons (docs/rules.md#learning): the list with the player's progress, one lesson without its
// answer key, and the quiz checked here, where the key is. Answering finishes the lesson; its XP
// comes once, through the player's progress like every other award.
import type { Lesson as LessonView, LessonList, LessonSummary, QuizAnswers, QuizResult } from '#core/schemas/learn';
import { LESSON_XP } from '#core/learn/lessons';
import { HttpError } from '../../http/http-error';
import type { LearnRepo } from './learn.repo';
import type { Lesson, LessonLanguage } from './lesson-content';

const lessonNotFound = () => new HttpError(404, 'lesson_not_found', 'No such lesson.');

export interface ProgressNotifier {
  /** The player's progress changed: their XP is brought up to date. */
  changed(userIds: string[]): void;
  refreshIfDue(userId: string): Promise<void>;
}

export function createLearnService(deps: {
  repo: LearnRepo;
  lessons: readonly Lesson[];
  progress: ProgressNotifier;
  /** A lesson finished for the first time (the daily quest, docs/rules.md#habits); never throws. */
  onFinished?: (userId: string) => Promise<void>;
}) {
  const { repo, lessons, progress } = deps;
  const byId = new Map(lessons.map((lesson, i) => [lesson.meta.id, { lesson, next: lessons[i + 1] ?? null }]));

  function summary(lesson: Lesson, language: LessonLanguage, finished: Map<string, number>): LessonSummary {
    const { meta } = lesson;
    const text = lesson.text[language];
    const correct = finished.get(meta.id);
    return {
      id: meta.id,
      order: meta.order,
      topic: meta.topic,
      figure: meta.figure,
      title: text.title,
      summary: text.summary,
      done: correct !== undefined,
      correct: correct ?? null,
    };
  }

  const finishedOf = (userId: string | null) =>
    userId ? repo.finished(userId) : Promise.resolve(new Map<string, number>());

  function find(id: string) {
    const found = byId.get(id);
    if (!found) throw lessonNotFound();
    return found;
  }

  return {
    async list(userId: string | null, language: LessonLanguage): Promise<LessonList> {
      const finished = await finishedOf(userId);
      return { lessons: lessons.map((l) => summary(l, language, finished)), xpPerLesson: LESSON_XP };
    },

    async lesson(userId: string | null, id: string, language: LessonLanguage): Promise<LessonView> {
      const { lesson, next } = find(id);
      const text = lesson.text[language];
      return {
        ...summary(lesson, language, await finishedOf(userId)),
        terms: lesson.meta.terms,
        screens: text.screens,
        figureCaption: text.figureCaption,
        quiz: text.quiz.map((q) => ({ question: q.question, options: q.options })),
        nextId: next?.meta.id ?? null,
      };
    },

    /** Checks the answers, records the lesson as finished, and answers what was right and why. */
    async answer(userId: string, id: string, input: QuizAnswers): Promise<QuizResult> {
      const { lesson } = find(id);
      const key = lesson.meta.quiz;
      input.answers.forEach((answer, i) => {
        if (answer >= key[i]!.options)
          throw new HttpError(400, 'validation_failed', `Question ${i + 1} has ${key[i]!.options} options.`);
      });
      const text = lesson.text[input.lang];
      const results = key.map((q, i) => ({
        right: input.answers[i] === q.answer,
        answer: q.answer,
        explanation: text.quiz[i]!.explanation,
      }));
      const correct = results.filter((r) => r.right).length;
      const first = await repo.record(userId, id, correct);
      if (first) {
        await deps.onFinished?.(userId);
        progress.changed([userId]);
        await progress.refreshIfDue(userId);
      }
      return { results, correct, xpGained: first ? LESSON_XP : 0 };
    },
  };
}
export type LearnService = ReturnType<typeof createLearnService>;

// Lessons (docs/rules.md#learning): content is data. Each lesson is a folder under content/lessons
// named for its id: `lesson.json` holds what every language shares (order, figure, the quiz's
// answer key) and `<language>.json` the words. The answer key stays on the server: the player's
// answers are checked there, and the explanations come back with the result.
import { z } from 'zod';
import { GLOSSARY_TERM_IDS } from './glossary';

export {
  LESSON_FIGURES,
  LESSON_LANGUAGES,
  LESSON_TOPICS,
  LESSON_XP,
  QUIZ_QUESTIONS,
  type LessonFigure,
} from './lesson-constants';
import { LESSON_FIGURES, LESSON_TOPICS, QUIZ_QUESTIONS } from './lesson-constants';

export const lessonIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A lesson id is lower-case words and dashes');

/** content/lessons/<id>/lesson.json */
export const lessonMetaSchema = z
  .object({
    id: lessonIdSchema,
    /** Its place on /learn, from 1. */
    order: z.number().int().min(1),
    topic: z.enum(LESSON_TOPICS),
    figure: z.enum(LESSON_FIGURES),
    /** Glossary terms the lesson explains, shown as links under it. */
    terms: z
      .array(z.enum(GLOSSARY_TERM_IDS as [string, ...string[]]))
      .min(1)
      .max(6),
    /** Per question: how many options it has, and which (from 0) is right. */
    quiz: z
      .array(z.object({ options: z.number().int().min(2).max(4), answer: z.number().int().min(0) }))
      .length(QUIZ_QUESTIONS),
  })
  .strict()
  .refine((m) => m.quiz.every((q) => q.answer < q.options), { path: ['quiz'], message: 'An answer past the options' });
export type LessonMeta = z.infer<typeof lessonMetaSchema>;

const line = z.string().trim().min(1);

/** content/lessons/<id>/<language>.json */
export const lessonTextSchema = z
  .object({
    title: line.max(60),
    /** One line on the lesson list. */
    summary: line.max(140),
    /** 3 to 5 short screens: a heading and a paragraph of at most about 60 words each. */
    screens: z
      .array(z.object({ heading: line.max(60), body: line.max(480) }).strict())
      .min(3)
      .max(5),
    /** Under the figure: what to look at in it. */
    figureCaption: line.max(200),
    quiz: z
      .array(
        z
          .object({
            question: line.max(200),
            options: z.array(line.max(120)).min(2).max(4),
            /** Why the right answer is right, shown after answering. */
            explanation: line.max(400),
          })
          .strict(),
      )
      .length(QUIZ_QUESTIONS),
  })
  .strict();
export type LessonText = z.infer<typeof lessonTextSchema>;

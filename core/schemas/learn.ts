// Lessons (docs/rules.md#learning): what /api/lessons answers and takes. The quiz's answer key is
// never sent before the player answers.
import { z } from 'zod';
import { languageOf, type LanguageCode } from '#core/languages';
import { LESSON_FIGURES, LESSON_LANGUAGES, LESSON_TOPICS, QUIZ_QUESTIONS } from '#core/learn/lessons';

export const lessonLanguageSchema = z.enum(LESSON_LANGUAGES as [LanguageCode, ...LanguageCode[]]);
/** ?lang= on the lesson reads: the player's language (see lessonLanguage). */
export const lessonQuerySchema = z.object({ lang: z.string().max(16).optional() });

/** A lesson read's language: the one asked for, English when it is missing or unknown. */
export const lessonLanguage = (lang: string | undefined): LanguageCode => (lang && languageOf(lang)) || 'en';

const progress = {
  /** The player finished it (answered its quiz); false for a visitor. */
  done: z.boolean(),
  /** The most questions they ever got right; null until done. */
  correct: z.number().int().nullable(),
};

export const lessonSummarySchema = z.object({
  id: z.string(),
  order: z.number().int(),
  topic: z.enum(LESSON_TOPICS),
  figure: z.enum(LESSON_FIGURES),
  title: z.string(),
  summary: z.string(),
  ...progress,
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

export const lessonListSchema = z.object({
  lessons: z.array(lessonSummarySchema),
  /** XP for finishing a lesson, once. */
  xpPerLesson: z.number().int(),
});
export type LessonList = z.infer<typeof lessonListSchema>;

export const lessonSchema = lessonSummarySchema.extend({
  terms: z.array(z.string()),
  screens: z.array(z.object({ heading: z.string(), body: z.string() })),
  figureCaption: z.string(),
  quiz: z.array(z.object({ question: z.string(), options: z.array(z.string()) })),
  /** The lesson after this one on /learn; null after the last. */
  nextId: z.string().nullable(),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** POST /api/lessons/{id}/answers: the chosen option of each question, from 0. */
export const quizAnswersSchema = z.object({
  answers: z.array(z.number().int().min(0).max(3)).length(QUIZ_QUESTIONS),
  lang: lessonLanguageSchema.default('en'),
});
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;

export const quizResultSchema = z.object({
  results: z.array(
    z.object({
      right: z.boolean(),
      /** The right option, from 0. */
      answer: z.number().int(),
      explanation: z.string(),
    }),
  ),
  correct: z.number().int(),
  /** XP this answer earned: the lesson's XP the first time, 0 after. */
  xpGained: z.number().int(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

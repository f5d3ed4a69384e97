// What the app shows about lessons beside their content (docs/rules.md#learning): the XP a lesson
// gives, the quiz's length, the pictures and topics. Apart from the lessons' schemas (lessons.ts)
// so a page that only shows these loads no zod.
import { XP } from '../competition/xp';
import { LANGUAGE_CODES } from '../languages';

/** A lesson is written in every language of the interface. */
export const LESSON_LANGUAGES = LANGUAGE_CODES;
export const LESSON_XP = XP.lesson;
export const QUIZ_QUESTIONS = 2;

/** A picture drawn from Bolts' own data (a company's chart, its order book, the index...). */
export const LESSON_FIGURES = [
  'price-chart',
  'order-book',
  'company-facts',
  'news-impact',
  'portfolio-mix',
  'index-chart',
] as const;
export type LessonFigure = (typeof LESSON_FIGURES)[number];

export const LESSON_TOPICS = ['basics', 'orders', 'companies', 'risk', 'market', 'mind'] as const;

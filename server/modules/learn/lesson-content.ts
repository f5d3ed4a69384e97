// The lessons' content (docs/rules.md#learning): read once from content/lessons, every file
// checked against its schema, and refused whole if anything is off (a missing language, an answer
// key that does not fit the options), so a broken lesson stops the server at start, not a player.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import type { LanguageCode } from '#core/languages';
import {
  LESSON_LANGUAGES,
  lessonMetaSchema,
  lessonTextSchema,
  type LessonMeta,
  type LessonText,
} from '#core/learn/lessons';

export type LessonLanguage = LanguageCode;

export interface Lesson {
  meta: LessonMeta;
  text: Record<LessonLanguage, LessonText>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** content/ sits at the root of the source tree; the server bundle sets BOLTS_CONTENT_DIR. */
export const contentFolder = () => process.env.BOLTS_CONTENT_DIR ?? path.join(here, '../../../content');

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`lesson content: cannot read ${file}: ${(err as Error).message}`, { cause: err });
  }
}

function parsed<T>(schema: z.ZodType<T>, file: string): T {
  const result = schema.safeParse(readJson(file));
  if (!result.success) throw new Error(`lesson content: ${file} is not valid: ${result.error.message}`);
  return result.data;
}

/** One lesson folder, checked: its meta, every language, and each language's quiz against the key. */
export function readLesson(folder: string): Lesson {
  const id = path.basename(folder);
  const meta = parsed(lessonMetaSchema, path.join(folder, 'lesson.json'));
  if (meta.id !== id) throw new Error(`lesson content: ${folder} holds lesson "${meta.id}"`);
  const text = {} as Record<LessonLanguage, LessonText>;
  for (const language of LESSON_LANGUAGES) {
    const file = path.join(folder, `${language}.json`);
    if (!existsSync(file)) throw new Error(`lesson content: ${id} has no ${language}.json`);
    const words = parsed(lessonTextSchema, file);
    words.quiz.forEach((q, i) => {
      if (q.options.length !== meta.quiz[i]!.options)
        throw new Error(
          `lesson content: ${file} question ${i + 1} has ${q.options.length} options, lesson.json says ${meta.quiz[i]!.options}`,
        );
    });
    text[language] = words;
  }
  return { meta, text };
}

/** Every lesson, in their order on /learn; two lessons in one place are refused. */
export function readLessons(root = path.join(contentFolder(), 'lessons')): Lesson[] {
  const lessons = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => readLesson(path.join(root, entry.name)))
    .sort((a, b) => a.meta.order - b.meta.order);
  lessons.forEach((lesson, i) => {
    if (i > 0 && lessons[i - 1]!.meta.order === lesson.meta.order)
      throw new Error(
        `lesson content: ${lessons[i - 1]!.meta.id} and ${lesson.meta.id} share order ${lesson.meta.order}`,
      );
  });
  return lessons;
}

let cached: Lesson[] | undefined;
/** The lessons, read on first use and kept: content changes with a deploy, not while running. */
export function allLessons(): Lesson[] {
  cached ??= readLessons();
  return cached;
}

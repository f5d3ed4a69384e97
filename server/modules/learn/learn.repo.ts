// A player's finished lessons (docs/rules.md#learning).
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { lessonCompletions } from '../../db/schema';

export function createLearnRepo(db: Db) {
  return {
    /** The lessons the player finished, with the most questions right in each. */
    async finished(userId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ lessonId: lessonCompletions.lessonId, correct: lessonCompletions.correct })
        .from(lessonCompletions)
        .where(eq(lessonCompletions.userId, userId));
      return new Map(rows.map((r) => [r.lessonId, r.correct]));
    },

    /** Records an answered quiz, keeping the best score; true the first time for this lesson. */
    async record(userId: string, lessonId: string, correct: number): Promise<boolean> {
      const [row] = await queryRows<{ first: boolean }>(
        db,
        sql`insert into lesson_completions (user_id, lesson_id, correct)
            values (${userId}, ${lessonId}, ${correct})
            on conflict (user_id, lesson_id)
              do update set correct = greatest(lesson_completions.correct, excluded.correct)
            returning (xmax = 0) as first`,
      );
      return row?.first === true;
    },
  };
}
export type LearnRepo = ReturnType<typeof createLearnRepo>;

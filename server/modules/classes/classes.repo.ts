// Class games (docs/rules.md#classes): games a teacher owns, each with a join code. A class's
// students are the portfolios in its game, less those the teacher removed.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/database-errors';
import { games, portfolios } from '../../db/schema';

export type GameRow = typeof games.$inferSelect;
export type ClassRow = GameRow & { students: number };
export type ClassValues = Pick<GameRow, 'name' | 'startsAt' | 'endsAt' | 'startingCashMinor' | 'rules'>;

// Spelled out: inside a select list drizzle would write games.id unqualified, read as p.id.
const students =
  sql<number>`(select count(*) from portfolios p where p.game_id = "games"."id" and p.left_at is null)`.mapWith(Number);

export function createClassesRepo(db: Db) {
  return {
    /** A new class game; null when another class already has the code (the caller draws again). */
    async insert(values: ClassValues & { ownerId: string; joinCode: string }): Promise<GameRow | null> {
      const [row] = await db
        .insert(games)
        .values({ ...values, joiningOpen: true })
        .onConflictDoNothing({ target: games.joinCode })
        .returning();
      return row ?? null;
    },

    /** The teacher's classes, newest first. */
    async mine(ownerId: string): Promise<ClassRow[]> {
      return db
        .select({ game: games, students })
        .from(games)
        .where(and(eq(games.ownerId, ownerId), isNotNull(games.joinCode)))
        .orderBy(desc(games.createdAt), desc(games.id))
        .then((rows) => rows.map((r) => ({ ...r.game, students: r.students })));
    },

    /** The class, if `ownerId` runs it; `lock` holds it for the rest of the transaction. */
    async owned(id: string, ownerId: string, { on = db, lock = false } = {}): Promise<ClassRow | null> {
      const query = on
        .select({ game: games, students })
        .from(games)
        .where(and(eq(games.id, id), eq(games.ownerId, ownerId), isNotNull(games.joinCode)));
      const [row] = await (lock ? query.for('update', { of: games }) : query);
      return row ? { ...row.game, students: row.students } : null;
    },

    async byCode(code: string): Promise<GameRow | null> {
      const [row] = await db.select().from(games).where(eq(games.joinCode, code));
      return row ?? null;
    },

    /** Re-read for a join, held against a teacher closing it meanwhile. */
    async lockForJoin(tx: Db, id: string): Promise<GameRow | null> {
      const [row] = await tx.select().from(games).where(eq(games.id, id)).for('share');
      return row ?? null;
    },

    /** Whether the player is in the class, was removed from it, or never joined. */
    async membership(tx: Db, gameId: string, userId: string): Promise<'member' | 'removed' | null> {
      const [row] = await tx
        .select({ leftAt: portfolios.leftAt })
        .from(portfolios)
        .where(and(eq(portfolios.gameId, gameId), eq(portfolios.userId, userId)));
      if (!row) return null;
      return row.leftAt ? 'removed' : 'member';
    },

    async update(tx: Db, id: string, values: Partial<ClassValues & Pick<GameRow, 'joiningOpen'>>): Promise<void> {
      await tx.update(games).set(values).where(eq(games.id, id));
    },

    /**
     * Gives the class a new code; false when another class has it (the caller draws again). A
     * savepoint keeps the transaction usable after the unique index refuses the code.
     */
    async setCode(tx: Db, id: string, joinCode: string): Promise<boolean> {
      try {
        await tx.transaction((savepoint) => savepoint.update(games).set({ joinCode }).where(eq(games.id, id)));
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },
  };
}
export type ClassesRepo = ReturnType<typeof createClassesRepo>;

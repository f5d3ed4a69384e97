// A class's teams (docs/rules.md#classes): the teams themselves, and each student's on their
// portfolio in the class.
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/database-errors';
import { classTeams, portfolios } from '../../db/schema';

export function createTeamsRepo(db: Db) {
  return {
    /** A new team; null when the class has one of that name already. */
    async insert(gameId: string, name: string): Promise<{ id: string; name: string } | null> {
      try {
        const [row] = await db
          .insert(classTeams)
          .values({ gameId, name })
          .returning({ id: classTeams.id, name: classTeams.name });
        return row!;
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    async countOf(gameId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(classTeams).where(eq(classTeams.gameId, gameId));
      return row?.n ?? 0;
    },

    /** Deletes a team of the class; its members are left without one. False when there is none. */
    async remove(gameId: string, teamId: string): Promise<boolean> {
      const rows = await db
        .delete(classTeams)
        .where(and(eq(classTeams.id, teamId), eq(classTeams.gameId, gameId)))
        .returning({ id: classTeams.id });
      return rows.length > 0;
    },

    async exists(gameId: string, teamId: string): Promise<boolean> {
      const rows = await db
        .select({ id: classTeams.id })
        .from(classTeams)
        .where(and(eq(classTeams.id, teamId), eq(classTeams.gameId, gameId)));
      return rows.length > 0;
    },

    /** The class's teams with their current members, oldest first. */
    sizes: (tx: Db, gameId: string) =>
      tx
        .select({ id: classTeams.id, members: count(portfolios.id) })
        .from(classTeams)
        .leftJoin(portfolios, and(eq(portfolios.teamId, classTeams.id), isNull(portfolios.leftAt)))
        .where(eq(classTeams.gameId, gameId))
        .groupBy(classTeams.id)
        .orderBy(asc(classTeams.createdAt), asc(classTeams.id)),

    /** The portfolios of the class's current students who have no team, held until the end. */
    async withoutTeam(tx: Db, gameId: string): Promise<string[]> {
      const rows = await tx
        .select({ id: portfolios.id })
        .from(portfolios)
        .where(and(eq(portfolios.gameId, gameId), isNull(portfolios.leftAt), isNull(portfolios.teamId)))
        .for('update');
      return rows.map((r) => r.id);
    },

    async placePortfolio(tx: Db, portfolioId: string, teamId: string): Promise<void> {
      await tx.update(portfolios).set({ teamId }).where(eq(portfolios.id, portfolioId));
    },

    /** Puts a current student of the class in a team (or none); false when they are not one. */
    async place(gameId: string, userId: string, teamId: string | null): Promise<boolean> {
      const rows = await db
        .update(portfolios)
        .set({ teamId })
        .where(and(eq(portfolios.gameId, gameId), eq(portfolios.userId, userId), isNull(portfolios.leftAt)))
        .returning({ id: portfolios.id });
      return rows.length > 0;
    },
  };
}
export type TeamsRepo = ReturnType<typeof createTeamsRepo>;

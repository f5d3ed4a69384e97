// Games and the portfolios players hold in them. Figures come from the portfolio_values view
// (migration 0014): the one definition of cash, value and gain.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, portfolios, portfolioValues } from '../../db/schema';

export type GameRow = typeof games.$inferSelect;
export type FiguresRow = typeof portfolioValues.$inferSelect;

export function createGamesRepo(db: Db) {
  return {
    async game(id: string, on: Db = db): Promise<GameRow | null> {
      const [row] = await on.select().from(games).where(eq(games.id, id));
      return row ?? null;
    },

    /** The player's portfolio in the game; null if they never joined or were removed from the class. */
    async portfolioId(userId: string, gameId: string, on: Db = db): Promise<string | null> {
      const [row] = await on
        .select({ id: portfolios.id })
        .from(portfolios)
        .where(and(eq(portfolios.gameId, gameId), eq(portfolios.userId, userId), isNull(portfolios.leftAt)));
      return row?.id ?? null;
    },

    /** The game and the player's portfolio in it, read together for an order; null if not in it. */
    async gameAndPortfolio(userId: string, gameId: string): Promise<{ game: GameRow; portfolioId: string } | null> {
      const [row] = await db
        .select({ game: games, portfolioId: portfolios.id })
        .from(games)
        .innerJoin(portfolios, and(eq(portfolios.gameId, games.id), eq(portfolios.userId, userId)))
        .where(and(eq(games.id, gameId), isNull(portfolios.leftAt)));
      return row ?? null;
    },

    /** The player's portfolio in the game, made now if there is none (`created`). */
    async ensurePortfolio(tx: Db, userId: string, gameId: string): Promise<{ id: string; created: boolean }> {
      const [inserted] = await tx
        .insert(portfolios)
        .values({ gameId, userId })
        .onConflictDoNothing({ target: [portfolios.gameId, portfolios.userId] })
        .returning({ id: portfolios.id });
      if (inserted) return { id: inserted.id, created: true };
      const [existing] = await tx
        .select({ id: portfolios.id })
        .from(portfolios)
        .where(and(eq(portfolios.gameId, gameId), eq(portfolios.userId, userId)));
      return { id: existing!.id, created: false };
    },

    async figures(portfolioId: string): Promise<FiguresRow | null> {
      const [row] = await db.select().from(portfolioValues).where(eq(portfolioValues.portfolioId, portfolioId));
      return row ?? null;
    },

    /** The player's games, oldest first (the public game is normally the first), with figures. */
    async myGames(userId: string): Promise<{ game: GameRow; figures: FiguresRow }[]> {
      const rows = await db
        .select()
        .from(portfolioValues)
        .innerJoin(games, eq(games.id, portfolioValues.gameId))
        .innerJoin(portfolios, eq(portfolios.id, portfolioValues.portfolioId))
        .where(and(eq(portfolioValues.userId, userId), isNull(portfolios.leftAt)))
        .orderBy(sql`${games.slug} is null`, asc(games.createdAt));
      return rows.map((r) => ({ game: r.games, figures: r.portfolio_values }));
    },

    async setStartingCash(tx: Db, gameId: string, amountMinor: number): Promise<void> {
      await tx.update(games).set({ startingCashMinor: amountMinor }).where(eq(games.id, gameId));
    },
  };
}
export type GamesRepo = ReturnType<typeof createGamesRepo>;

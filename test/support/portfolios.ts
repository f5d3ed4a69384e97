// A player's money as the tests read it: their portfolio in a game (the public one by default),
// one of its holdings, and the trading service as the app builds it, for code that runs beside
// the app (the engine's fills and expiries, the admins' delisting).
import { and, eq } from 'drizzle-orm';
import { PUBLIC_GAME_ID } from '#core/games';
import type { Db } from '../../server/db/client';
import { games, holdings, portfolios } from '../../server/db/schema';
import { createGamesRepo, createGamesService } from '../../server/modules/games';
import { createTradingRepo, createTradingService } from '../../server/modules/trading';
import type { TradingEvents } from '../../server/modules/trading/trading.service';

export function tradingServiceOn(db: Db, events?: TradingEvents) {
  const games = createGamesService({ db, repo: createGamesRepo(db) });
  return createTradingService({ repo: createTradingRepo(db), games, ...(events ? { events } : {}) });
}

/** The player's portfolio row in a game; throws when they have none there. */
export async function portfolioOf(db: Db, userId: string, gameId: string = PUBLIC_GAME_ID) {
  const [row] = await db
    .select()
    .from(portfolios)
    .where(and(eq(portfolios.userId, userId), eq(portfolios.gameId, gameId)));
  if (!row) throw new Error(`no portfolio of ${userId} in game ${gameId}`);
  return row;
}

/** A portfolio's holding of a company, or null. */
export async function holdingOf(db: Db, portfolioId: string, companyId: string) {
  const [row] = await db
    .select()
    .from(holdings)
    .where(and(eq(holdings.portfolioId, portfolioId), eq(holdings.companyId, companyId)));
  return row ?? null;
}

/** What the public game grants a new player (the admins' starting balance). */
export async function publicStartingCash(db: Db): Promise<number> {
  const [row] = await db.select({ cash: games.startingCashMinor }).from(games).where(eq(games.id, PUBLIC_GAME_ID));
  return row!.cash;
}

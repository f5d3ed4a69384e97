// Which portfolio a request acts on, and joining a game (docs/rules.md#games). Every money route
// resolves its portfolio here: the `game` it names, or the public game; a game the player is not
// in answers 404, exactly like a game that does not exist.
import { PUBLIC_GAME_ID } from '#core/games';
import { classOptionsSchema, DEFAULT_CLASS_OPTIONS, type ClassOptions } from '#core/schemas/classes';
import type { Game, MyGame, PortfolioFigures } from '#core/schemas/games';
import { inTransaction, type Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { creditFromSystem } from '../ledger';
import type { FiguresRow, GameRow, GamesRepo } from './games.repo';

const notInGame = () => new HttpError(404, 'game_not_found', 'You are not playing in this game.');

/** Portfolio ids never change: a request's lookup is remembered, up to this many. */
const MAX_REMEMBERED = 10_000;

export function toGame(row: GameRow): Game {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    startingCashMinor: row.startingCashMinor,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

/**
 * A class game's options, kept in its rules beside weeklyBoard (an option added later reads as its
 * default); null for any other game.
 */
export function classOptionsOf(rules: unknown): ClassOptions | null {
  const stored = (rules as { class?: unknown } | null)?.class;
  if (typeof stored !== 'object' || stored === null) return null;
  const parsed = classOptionsSchema.safeParse({ ...DEFAULT_CLASS_OPTIONS, ...stored });
  return parsed.success ? parsed.data : null;
}

export function toFigures(row: FiguresRow): PortfolioFigures {
  const granted = row.startingGrantMinor + row.bonusesMinor;
  return {
    cashMinor: row.cashMinor,
    reservedCashMinor: row.reservedMinor,
    holdingsValueMinor: row.holdingsValueMinor,
    valueMinor: row.valueMinor,
    startingCashMinor: row.startingGrantMinor,
    bonusesMinor: row.bonusesMinor,
    gainMinor: row.gainMinor,
    gainBp: granted > 0 ? Math.round((row.gainMinor * 10_000) / granted) : 0,
  };
}

export function createGamesService(deps: { db: Db; repo: GamesRepo }) {
  const { db, repo } = deps;
  const remembered = new Map<string, string>();

  /**
   * The player's portfolio in the game, made now if there is none (`joined`). Joining grants the
   * game's starting cash once, from the treasury: the one way into any game.
   */
  async function enter(userId: string, gameId: string, on?: Db): Promise<{ portfolioId: string; joined: boolean }> {
    const work = async (tx: Db) => {
      const game = await repo.game(gameId, tx);
      if (!game) throw notInGame();
      const { id, created } = await repo.ensurePortfolio(tx, userId, gameId);
      // A game that starts empty writes no journal: there is nothing to move.
      if (game.startingCashMinor > 0) {
        await creditFromSystem(tx, {
          portfolioId: id,
          amountMinor: game.startingCashMinor,
          kind: 'signup_grant',
          from: 'treasury',
          idempotencyKey: `grant:${id}`,
          memo: 'Starting balance',
        });
      }
      return { portfolioId: id, joined: created };
    };
    return on ? work(on) : inTransaction(db, work);
  }

  /** The player's portfolio in the game, joining it first if they are not in it yet. */
  const join = async (userId: string, gameId: string, on?: Db) => (await enter(userId, gameId, on)).portfolioId;

  async function portfolioFor(userId: string, gameId: string = PUBLIC_GAME_ID): Promise<string> {
    const key = `${userId}:${gameId}`;
    const known = remembered.get(key);
    if (known) return known;
    let id = await repo.portfolioId(userId, gameId);
    if (!id) {
      if (gameId !== PUBLIC_GAME_ID) throw notInGame();
      id = await join(userId, gameId);
    }
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(key, id);
    return id;
  }

  return {
    enter,
    join,
    portfolioFor,

    /** Limit orders are allowed unless the game is a class that turned them off (docs/rules.md#classes). */
    async allowsLimitOrders(gameId: string = PUBLIC_GAME_ID): Promise<boolean> {
      if (gameId === PUBLIC_GAME_ID) return true;
      const game = await repo.game(gameId);
      return classOptionsOf(game?.rules)?.limitOrders ?? true;
    },

    async figures(portfolioId: string): Promise<PortfolioFigures> {
      const row = await repo.figures(portfolioId);
      if (!row) throw notInGame();
      return toFigures(row);
    },

    async myGames(userId: string): Promise<MyGame[]> {
      await portfolioFor(userId);
      const rows = await repo.myGames(userId);
      return rows.map(({ game, figures }) => ({ ...toGame(game), portfolio: toFigures(figures) }));
    },

    async publicGame(): Promise<Game> {
      const row = await repo.game(PUBLIC_GAME_ID);
      if (!row) throw new Error('the public game is missing: run the migrations');
      return toGame(row);
    },
  };
}
export type GamesService = ReturnType<typeof createGamesService>;

// Which portfolio a request acts on, and joining a game (docs/rules.md#games). Every money route
// resolves its portfolio here: the `game` it names, or the public game; a game the player is not
// in answers 404, exactly like a game that does not exist.
import { PUBLIC_GAME_ID } from '#core/games';
import { classOptionsSchema, DEFAULT_CLASS_OPTIONS, type ClassOptions } from '#core/schemas/classes';
import type { Game, MyGame, PortfolioFigures } from '#core/schemas/games';
import type { PlaceOrder } from '#core/schemas/trading';
import { shortRulesFrom, type ShortRules } from '#core/shorts';
import { inTransaction, type Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { creditFromSystem } from '../ledger';
import type { FiguresRow, GameRow, GamesRepo } from './games.repo';

const notInGame = () => new HttpError(404, 'game_not_found', 'You are not playing in this game.');

/** Why a class refuses an order now (docs/rules.md#classes), if it does. */
function classRefusal(game: GameRow, order: Pick<PlaceOrder, 'type' | 'reason'>, now: Date): HttpError | null {
  if (game.startsAt && now < game.startsAt)
    return new HttpError(409, 'class_not_started', 'This class has not started yet: trading opens on its first day.');
  if (game.endsAt && now >= game.endsAt)
    return new HttpError(409, 'class_over', 'This class has ended: its portfolios are final.');
  const options = classOptionsOf(game.rules);
  // "Limit orders off" keeps a class to market orders: stops wait in the book like limits.
  if (order.type !== 'market' && options && !options.limitOrders)
    return new HttpError(409, 'limit_orders_off', 'Limit and stop orders are off in this class. Place a market order.');
  if (options?.reasonsRequired && !order.reason)
    return new HttpError(400, 'reason_required', 'Your class asks for a reason on every trade: write one line on why.');
  return null;
}

/**
 * A game's short-selling rules when it allows shorts (docs/rules.md#short-selling): a class when
 * its teacher turned them on, any other game when its rules say so (the public game's are the
 * admins'); the margins from `rules.shorts`, or the defaults.
 */
export function shortRulesOf(rules: unknown): ShortRules | null {
  const options = classOptionsOf(rules);
  const stored = (rules as { shorts?: { enabled?: unknown } } | null)?.shorts;
  const enabled = options ? options.shortSelling : stored?.enabled === true;
  return enabled ? shortRulesFrom(stored) : null;
}

const shortsOff = () => new HttpError(409, 'shorts_off', 'Short selling is off in this game.');

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
    shortCollateralMinor: row.shortCollateralMinor,
    shortLiabilityMinor: row.shortLiabilityMinor,
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
    // Only the public game's portfolios are remembered: a teacher may remove a student from a
    // class, and every instance must see it at once.
    if (gameId !== PUBLIC_GAME_ID) {
      const id = await repo.portfolioId(userId, gameId);
      if (!id) throw notInGame();
      return id;
    }
    const known = remembered.get(userId);
    if (known) return known;
    const id = (await repo.portfolioId(userId, gameId)) ?? (await join(userId, gameId));
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(userId, id);
    return id;
  }

  return {
    enter,
    join,
    portfolioFor,

    /**
     * The portfolio an order acts on, once its game allows it: a class trades only between its
     * first and last day, with the order types and reasons it asks for (docs/rules.md#classes).
     * `closesAt`: when the game ends, so nothing it rests outlives it.
     */
    async portfolioForOrder(
      userId: string,
      order: Pick<PlaceOrder, 'game' | 'type' | 'reason' | 'short'>,
      now = new Date(),
    ): Promise<{ portfolioId: string; closesAt: Date | null; shortRules: ShortRules | null }> {
      if (!order.game || order.game === PUBLIC_GAME_ID) {
        const portfolioId = await portfolioFor(userId);
        if (!order.short) return { portfolioId, closesAt: null, shortRules: null };
        // Only a short sale reads the public game's rules: every other order keeps its fast path.
        const shortRules = shortRulesOf((await repo.game(PUBLIC_GAME_ID))?.rules);
        if (!shortRules) throw shortsOff();
        return { portfolioId, closesAt: null, shortRules };
      }
      const found = await repo.gameAndPortfolio(userId, order.game);
      if (!found) throw notInGame();
      const refused = classRefusal(found.game, order, now);
      if (refused) throw refused;
      const shortRules = order.short ? shortRulesOf(found.game.rules) : null;
      if (order.short && !shortRules) throw shortsOff();
      return { portfolioId: found.portfolioId, closesAt: found.game.endsAt, shortRules };
    },

    /**
     * Whether the reader may see a game's board: its players, unless it is a class that hides its
     * board from students, and a class's teacher (docs/rules.md#classes). Anyone else gets the 404
     * of a game that does not exist. Answers the class's options (null for a game that is no class).
     */
    async checkBoardReader(readerId: string, gameId: string): Promise<ClassOptions | null> {
      if (gameId === PUBLIC_GAME_ID) return null;
      const game = await repo.game(gameId);
      const options = classOptionsOf(game?.rules);
      if (game && game.ownerId === readerId) return options;
      await portfolioFor(readerId, gameId);
      if (options?.boardVisible === false)
        throw new HttpError(403, 'board_hidden', 'Your teacher has hidden the class board.');
      return options;
    },

    async figures(portfolioId: string): Promise<PortfolioFigures> {
      const row = await repo.figures(portfolioId);
      if (!row) throw notInGame();
      return toFigures(row);
    },

    async myGames(userId: string): Promise<MyGame[]> {
      await portfolioFor(userId);
      const rows = await repo.myGames(userId);
      return rows.map(({ game, figures }) => {
        const options = classOptionsOf(game.rules);
        return {
          ...toGame(game),
          portfolio: toFigures(figures),
          classRules: options && { limitOrders: options.limitOrders, reasonsRequired: options.reasonsRequired },
          shortRules: shortRulesOf(game.rules),
        };
      });
    },

    async publicGame(): Promise<Game> {
      const row = await repo.game(PUBLIC_GAME_ID);
      if (!row) throw new Error('the public game is missing: run the migrations');
      return toGame(row);
    },
  };
}
export type GamesService = ReturnType<typeof createGamesService>;

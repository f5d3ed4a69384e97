// Class games (docs/rules.md#classes): a teacher creates and runs a class; students join it with
// its code and get a portfolio in its game through the games module's one way in. A class is
// seen only by its owner: anyone else gets the 404 of a class that does not exist.
import { randomInt } from 'node:crypto';
import {
  DEFAULT_CLASS_OPTIONS,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  type ClassInput,
  type ClassSummary,
  type JoinPreview,
  type JoinResult,
} from '#core/schemas/classes';
import { inTransaction, type Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { rateLimited, type RateLimits } from '../../lib/rate-limit';
import { classOptionsOf, type GamesService } from '../games';
import { classAccess } from './classes.access';
import type { ClassesRepo, ClassRow, ClassValues, GameRow } from './classes.repo';

/** Wrong codes a player may type before joining is refused for a while: guessing a code is hopeless. */
export const JOIN_CODE_MISSES = { points: 10, duration: 10 * 60 } as const;
/** A fresh code collides with a live one about once in millions of draws; five draws always do. */
const CODE_DRAWS = 5;
const DAY_MS = 24 * 60 * 60_000;

const classNotFound = () =>
  new HttpError(404, 'class_not_found', 'No class has this code. Check it with your teacher.');
const classClosed = () =>
  new HttpError(409, 'class_closed', 'This class is not taking new students. Ask your teacher for a new code.');
const classEnded = () => new HttpError(409, 'class_ended', 'This class has ended.');
const removedFromClass = () =>
  new HttpError(409, 'removed_from_class', 'Your teacher removed you from this class. Ask them if this is a mistake.');
const ownClass = () => new HttpError(409, 'own_class', 'This is your own class: teachers run it rather than join it.');
const tooManyMisses = (s: number) =>
  `Too many wrong codes. Please wait ${Math.ceil(s / 60)} min and check the code with your teacher.`;

export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** Tries fresh codes until one is free. */
async function withFreshCode<T>(write: (code: string) => Promise<T | null | false>): Promise<T> {
  for (let draw = 0; draw < CODE_DRAWS; draw++) {
    const written = await write(newJoinCode());
    if (written !== null && written !== false) return written;
  }
  throw new Error('no free join code after several draws');
}

/** A class's first day starts at 00:00 UTC; its game ends at 00:00 UTC after its last day. */
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

function valuesOf(input: ClassInput, rules: unknown = {}): ClassValues {
  return {
    name: input.name,
    startsAt: dayStart(input.startsOn),
    endsAt: new Date(dayStart(input.endsOn).getTime() + DAY_MS),
    startingCashMinor: input.startingCashMinor,
    // weeklyBoard: the standings job ranks the class like any game with a board.
    rules: { ...(rules as object), weeklyBoard: true, class: input.options },
  };
}

const startsOn = (row: GameRow) => dayOf(row.startsAt!);
const endsOn = (row: GameRow) => dayOf(new Date(row.endsAt!.getTime() - DAY_MS));

export function toClassSummary(row: ClassRow): ClassSummary {
  return {
    id: row.id,
    name: row.name,
    startsOn: startsOn(row),
    endsOn: endsOn(row),
    startingCashMinor: row.startingCashMinor,
    options: classOptionsOf(row.rules) ?? DEFAULT_CLASS_OPTIONS,
    joinCode: row.joiningOpen ? row.joinCode : null,
    joiningOpen: row.joiningOpen,
    students: row.students,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createClassesService(deps: {
  db: Db;
  repo: ClassesRepo;
  games: Pick<GamesService, 'enter'>;
  isTeacher: (userId: string) => Promise<boolean>;
  limits: RateLimits;
  now?: () => Date;
}) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());
  const misses = deps.limits.limit('join-code-misses', JOIN_CODE_MISSES);

  const { requireTeacher, ownedOrNotFound } = classAccess({ repo, isTeacher: deps.isTeacher });

  /** The class behind a code; a wrong code counts against the player (JOIN_CODE_MISSES). */
  async function classOfCode(userId: string, code: string): Promise<GameRow> {
    const wait = await misses.retryAfter(userId);
    if (wait > 0) throw rateLimited(wait, tooManyMisses);
    const game = await repo.byCode(code);
    if (!game) {
      await misses.consume(userId, { message: tooManyMisses });
      throw classNotFound();
    }
    return game;
  }

  /** Why a student cannot join now, if they cannot. */
  function refusal(game: GameRow, code: string): HttpError | null {
    if (game.joinCode !== code) return classNotFound();
    if (!game.joiningOpen) return classClosed();
    if (game.endsAt && game.endsAt <= now()) return classEnded();
    return null;
  }

  return {
    async create(userId: string, input: ClassInput): Promise<ClassSummary> {
      await requireTeacher(userId);
      const row = await withFreshCode((joinCode) => repo.insert({ ...valuesOf(input), ownerId: userId, joinCode }));
      return toClassSummary({ ...row, students: 0 });
    },

    async mine(userId: string): Promise<ClassSummary[]> {
      await requireTeacher(userId);
      return (await repo.mine(userId)).map(toClassSummary);
    },

    async get(userId: string, id: string): Promise<ClassSummary> {
      await requireTeacher(userId);
      return toClassSummary(await ownedOrNotFound(userId, id));
    },

    /** A new starting cash applies to students who join afterwards. */
    async update(userId: string, id: string, input: ClassInput): Promise<ClassSummary> {
      await requireTeacher(userId);
      return inTransaction(db, async (tx) => {
        const row = await ownedOrNotFound(userId, id, { on: tx, lock: true });
        const values = valuesOf(input, row.rules);
        await repo.update(tx, id, values);
        return toClassSummary({ ...row, ...values });
      });
    },

    /** Opens or closes joining; a new code replaces the old one at once. */
    async setJoining(userId: string, id: string, input: { open: boolean; newCode: boolean }): Promise<ClassSummary> {
      await requireTeacher(userId);
      return inTransaction(db, async (tx) => {
        const row = await ownedOrNotFound(userId, id, { on: tx, lock: true });
        const joinCode = input.newCode
          ? await withFreshCode(async (code) => (await repo.setCode(tx, id, code)) && code)
          : row.joinCode;
        await repo.update(tx, id, { joiningOpen: input.open });
        return toClassSummary({ ...row, joinCode, joiningOpen: input.open });
      });
    },

    async preview(userId: string, code: string): Promise<JoinPreview> {
      const game = await classOfCode(userId, code);
      const refused = refusal(game, code);
      if (refused) throw refused;
      return {
        name: game.name,
        startingCashMinor: game.startingCashMinor,
        startsOn: startsOn(game),
        endsOn: endsOn(game),
      };
    },

    /**
     * Joins the class: a portfolio in its game holding its starting cash, granted once. A student
     * already in it is told so and nothing changes, even once joining has closed.
     */
    async join(userId: string, code: string): Promise<JoinResult> {
      const found = await classOfCode(userId, code);
      if (found.ownerId === userId) throw ownClass();
      return inTransaction(db, async (tx) => {
        const game = (await repo.lockForJoin(tx, found.id))!;
        const result = (alreadyMember: boolean): JoinResult => ({
          gameId: game.id,
          name: game.name,
          startingCashMinor: game.startingCashMinor,
          alreadyMember,
        });
        const membership = await repo.membership(tx, game.id, userId);
        if (membership === 'removed') throw removedFromClass();
        if (membership === 'member') return result(true);
        const refused = refusal(game, code);
        if (refused) throw refused;
        const { joined } = await deps.games.enter(userId, game.id, tx);
        return result(!joined);
      });
    },
  };
}
export type ClassesService = ReturnType<typeof createClassesService>;

// Logins a teacher issues (docs/rules.md#classes): an account per name with no email or phone,
// set up like any account (profile, public portfolio) and put in the class with its starting cash,
// answered once with its username and password for a printed card. The teacher can reset only
// logins their class issued; any other student's account is the student's own.
import { randomInt } from 'node:crypto';
import type { IssuedLogin } from '#core/schemas/classes';
import type { Auth } from '../../auth/auth';
import { hashPassword } from '../../auth/password';
import { forgetUserSessions } from '../../auth/session';
import { inTransaction, type Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import type { RateLimits } from '../../lib/rate-limit';
import type { EventBus } from '../../realtime';
import { CLASS_LOGIN_EMAIL_DOMAIN, type AccountsService } from '../accounts';
import type { GamesService } from '../games';
import type { ClassAccess } from './classes.access';
import type { ClassRow } from './classes.repo';
import { newPassword, usernameBase, usernameCandidate } from './logins.credentials';
import type { LoginsRepo } from './logins.repo';

/** Logins (and resets) per teacher: a class or two at once, never accounts in bulk. */
export const CLASS_LOGINS_LIMIT = { points: 200, duration: 60 * 60 } as const;
/** Hashes at once: argon2id takes memory and a thread, and sign-ins need them too. */
const HASH_CONCURRENCY = 2;
const USERNAME_DRAWS = 10;
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const classEnded = () => new HttpError(409, 'class_ended', 'This class has ended.');
const notIssued = () =>
  new HttpError(409, 'not_issued', 'Only logins you issued can be reset here; the student resets their own password.');
const notAStudent = () => new HttpError(404, 'not_found', 'No such student in this class.');
const tooMany = (s: number) => `Too many logins issued. Please wait ${Math.ceil(s / 60)} min and try again.`;

/** A user id shaped like the auth library's own (32 letters and digits). */
function newUserId(): string {
  let id = '';
  for (let i = 0; i < 32; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** `work` over `items`, at most `limit` at a time, answers in order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function createLoginsService(deps: {
  db: Db;
  repo: LoginsRepo;
  access: ClassAccess;
  accounts: Pick<AccountsService, 'setUpAccount'>;
  games: Pick<GamesService, 'enter'>;
  limits: RateLimits;
  auth: Auth;
  bus: EventBus;
  now?: () => Date;
}) {
  const { db, repo, access } = deps;
  const now = deps.now ?? (() => new Date());
  const issuing = deps.limits.limit('class-logins', CLASS_LOGINS_LIMIT);
  const hasEnded = (game: ClassRow) => !!game.endsAt && game.endsAt <= now();

  /** The user row, under a username no one has (drawn again on a collision). */
  async function insertUser(tx: Db, user: { id: string; name: string; email: string }): Promise<string> {
    const base = usernameBase(user.name);
    for (let draw = 0; draw < USERNAME_DRAWS; draw++) {
      const username = usernameCandidate(base, draw);
      if (await repo.insertUser(tx, { ...user, username })) return username;
    }
    throw new Error('no free username after several draws');
  }

  async function issueOne(
    tx: Db,
    game: ClassRow,
    teacherId: string,
    card: { name: string; password: string; hash: string },
  ): Promise<IssuedLogin> {
    const userId = newUserId();
    // A placeholder in a reserved domain: the library needs an address, and no one reads it.
    const email = `${userId.toLowerCase()}@${CLASS_LOGIN_EMAIL_DOMAIN}`;
    const username = await insertUser(tx, { id: userId, name: card.name, email });
    await repo.insertCredential(tx, userId, card.hash);
    await repo.insertClassLogin(tx, { userId, gameId: game.id, issuedBy: teacherId });
    // The typed name is the student's private full name, seen by them and this teacher; classmates
    // see the username until the student picks a display name (docs/rules.md#accounts).
    await deps.accounts.setUpAccount({ id: userId, name: card.name, email, username, createdAt: now() }, tx);
    await deps.games.enter(userId, game.id, tx);
    return { userId, name: card.name, username, password: card.password };
  }

  return {
    /** One account per name, all in one transaction; the passwords are in this answer only. */
    async issue(teacherId: string, classId: string, names: string[]): Promise<{ logins: IssuedLogin[] }> {
      await access.requireTeacher(teacherId);
      if (hasEnded(await access.ownedOrNotFound(teacherId, classId))) throw classEnded();
      await issuing.consume(teacherId, { points: names.length, message: tooMany });
      // Hashing is slow on purpose: done before the transaction, so no lock waits on it.
      const passwords = names.map(() => newPassword());
      const hashes = await mapLimited(passwords, HASH_CONCURRENCY, hashPassword);
      const logins = await inTransaction(db, async (tx) => {
        const game = await access.ownedOrNotFound(teacherId, classId, { on: tx, lock: true });
        if (hasEnded(game)) throw classEnded();
        const issued: IssuedLogin[] = [];
        for (const [i, name] of names.entries()) {
          issued.push(await issueOne(tx, game, teacherId, { name, password: passwords[i]!, hash: hashes[i]! }));
        }
        return issued;
      });
      return { logins };
    },

    /** A new password for a login this class issued; the student's sessions end at once. */
    async resetPassword(teacherId: string, classId: string, userId: string): Promise<IssuedLogin> {
      await access.requireTeacher(teacherId);
      await access.ownedOrNotFound(teacherId, classId);
      const login = await repo.issuedBy(classId, userId);
      if (!login) throw (await repo.isStudent(classId, userId)) ? notIssued() : notAStudent();
      await issuing.consume(teacherId, { message: tooMany });
      const password = newPassword();
      const hash = await hashPassword(password);
      await inTransaction(db, (tx) => repo.resetPassword(tx, userId, hash));
      // As a suspension does: this process forgets the student's cookies now (other instances
      // within their session cache's few seconds), and their sockets close everywhere.
      forgetUserSessions(deps.auth, userId);
      deps.bus.publish({ type: 'session-ended', userId }).catch((err: unknown) => {
        console.error(`[classes] could not close a reset student's sockets: ${(err as Error).message}`);
      });
      return { userId, name: login.name, username: login.username, password };
    },
  };
}
export type LoginsService = ReturnType<typeof createLoginsService>;

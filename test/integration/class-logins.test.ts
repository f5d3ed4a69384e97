// Logins a teacher issues for a class, through the API: accounts with no email or phone that sign
// in by username, start in the class with its starting cash, and can be reset only by the class
// that issued them. Such an account befriends and chats only inside its class, cannot go public,
// and stays off the public game's board.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousWeekStart, weekStart } from '#core/competition/week';
import { PUBLIC_GAME_ID } from '#core/games';
import { classSummarySchema, issuedLoginSchema, issuedLoginsSchema, type IssuedLogin } from '#core/schemas/classes';
import { meSchema } from '#core/schemas/auth';
import type { Leaderboard } from '#core/schemas/leaderboard';
import type { FriendsOverview } from '#core/schemas/social';
import { accounts, classLogins, games, weeklyChampions, weeklyStandings } from '../../server/db/schema';
import { createStandingsJob, createStandingsRepo } from '../../server/modules/competition';
import { ledgerBalance } from '../../server/modules/ledger';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { portfolioOf } from '../support/portfolios';
import { sessionClient, type SessionClient } from '../support/session-client';
import { finishedLine } from '../support/standings';
import {
  classInput,
  createClass as supportCreateClass,
  signUpTeacher as supportSignUpTeacher,
} from '../support/classes';
import { createTestContext, type TestContext } from '../support/test-database';
import { json, refused } from '../support/responses';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

const signUpTeacher = () => supportSignUpTeacher(ctx);
/** A class of 20,000 Bolts a student: override what a case is about. */
const createClass = (teacher: SignedUpUser, overrides: Parameters<typeof supportCreateClass>[1] = {}) =>
  supportCreateClass(teacher, { name: 'Class 6A', startingCashMinor: 2_000_000, ...overrides });

const issue = (teacher: SignedUpUser, classId: string, names: string[]) =>
  teacher.client.post(`/api/classes/${classId}/logins`, { names });
async function issued(teacher: SignedUpUser, classId: string, names: string[]): Promise<IssuedLogin[]> {
  return issuedLoginsSchema.parse(await json(await issue(teacher, classId, names), 201)).logins;
}
const reset = (teacher: SignedUpUser, classId: string, userId: string) =>
  teacher.client.post(`/api/classes/${classId}/students/${userId}/password`);

const signIn = (client: SessionClient, login: Pick<IssuedLogin, 'username' | 'password'>) =>
  client.post('/api/auth/sign-in/username', { username: login.username, password: login.password });

/** An issued login, signed in, shaped like a signed-up user for the social helpers. */
async function signedIn(login: IssuedLogin): Promise<SignedUpUser> {
  const client = sessionClient(ctx);
  await json(await signIn(client, login));
  return { client, id: login.userId, email: '', username: login.username };
}

const requestFriend = (from: SignedUpUser, to: SignedUpUser) =>
  from.client.post('/api/friends/requests', { username: to.username });
async function befriend(a: SignedUpUser, b: SignedUpUser) {
  expect(await json(await requestFriend(a, b))).toEqual({ status: 'pending' });
  const overview = (await json(await b.client.get('/api/friends'))) as FriendsOverview;
  const request = overview.incoming.find((r) => r.person.userId === a.id)!;
  await json(await b.client.post(`/api/friends/requests/${request.id}/accept`));
}

describe('issuing logins', () => {
  it('answers distinct usernames and passwords that sign in, each in the class with its cash, the public portfolio apart', async () => {
    const teacher = await signUpTeacher();
    const made = await createClass(teacher);
    const logins = await issued(teacher, made.id, ['Zoë Smith', 'Zoë Smith', 'נועה כהן']);

    expect(logins.map((l) => l.name)).toEqual(['Zoë Smith', 'Zoë Smith', 'נועה כהן']);
    expect(new Set(logins.map((l) => l.username)).size).toBe(3);
    expect(new Set(logins.map((l) => l.password)).size).toBe(3);
    expect(logins[0]!.username).toMatch(/^zoe\d{4}$/);
    expect(logins[2]!.username).toMatch(/^student\d{4}$/);
    const [publicGame] = await db().select().from(games).where(eq(games.id, PUBLIC_GAME_ID));

    for (const login of logins) {
      expect(login.password).toMatch(/^[a-z]{4,6}-[a-z]{4,6}-\d{4}$/);
      const student = await signedIn(login);
      const me = await json(await student.client.get('/api/me'));
      // The typed name is the student's private full name; no display name until they pick one.
      expect(me.user).toMatchObject({
        id: login.userId,
        email: null,
        phoneNumber: null,
        username: login.username,
        fullName: login.name,
        displayName: null,
      });
      const settings = await json(await student.client.get('/api/me/settings'));
      expect(settings).toMatchObject({ displayName: '', privacy: { profileVisibility: 'private' } });

      const inClass = await portfolioOf(db(), login.userId, made.id);
      expect(inClass.cashMinor).toBe(2_000_000);
      expect(await ledgerBalance(db(), inClass.id)).toBe(2_000_000);
      // The public portfolio holds the public game's grant, nothing of the class's.
      const own = await portfolioOf(db(), login.userId);
      expect(own.cashMinor).toBe(publicGame!.startingCashMinor);
      expect(await ledgerBalance(db(), own.id)).toBe(publicGame!.startingCashMinor);
    }

    // Stored hashed, never plain; marked as this class's logins.
    const [credential] = await db().select().from(accounts).where(eq(accounts.userId, logins[0]!.userId));
    expect(credential).toMatchObject({ providerId: 'credential', accountId: logins[0]!.userId });
    expect(credential!.password).toMatch(/^\$argon2id\$/);
    const marks = await db().select().from(classLogins).where(eq(classLogins.gameId, made.id));
    expect(marks.map((m) => m.issuedBy)).toEqual([teacher.id, teacher.id, teacher.id]);
    expect(classSummarySchema.parse(await json(await teacher.client.get(`/api/classes/${made.id}`))).students).toBe(3);
  });

  it('is for the class owner only, and not once the class has ended', async () => {
    const teacher = await signUpTeacher();
    const made = await createClass(teacher);
    await refused(await issue(await signUpTeacher(), made.id, ['Ana']), 404, 'class_not_found');
    await refused(await issue(await signUpByEmail(ctx), made.id, ['Ana']), 403, 'teacher_only');
    await refused(await issue(teacher, made.id, []), 400, 'validation_failed');

    const ended = await createClass(teacher, { startsOn: '2020-01-01', endsOn: '2020-02-01' });
    await refused(await issue(teacher, ended.id, ['Ana']), 409, 'class_ended');
    expect(await db().select().from(classLogins).where(eq(classLogins.gameId, made.id))).toEqual([]);
  });
});

describe('resetting a password', () => {
  it('gives a new password that works, the old one fails and old sessions end', async () => {
    const teacher = await signUpTeacher();
    const made = await createClass(teacher);
    const [login] = await issued(teacher, made.id, ['Ben Levi']);
    const student = await signedIn(login!);
    await json(await student.client.get('/api/me'));

    const renewed = issuedLoginSchema.parse(await json(await reset(teacher, made.id, login!.userId)));
    expect(renewed).toMatchObject({ userId: login!.userId, name: 'Ben Levi', username: login!.username });
    expect(renewed.password).not.toBe(login!.password);

    await refused(await student.client.get('/api/me'), 401, 'unauthorized');
    expect((await signIn(sessionClient(ctx), login!)).status).toBe(401);
    const again = sessionClient(ctx);
    await json(await signIn(again, renewed));
    expect((await json(await again.get('/api/me'))).user.id).toBe(login!.userId);
  });

  it("refuses an ordinary student's account (409 not_issued), another class's login and other teachers", async () => {
    const teacher = await signUpTeacher();
    const made = await createClass(teacher);
    const joined = await signUpByEmail(ctx);
    await json(await joined.client.post('/api/join', { code: made.joinCode }));
    await refused(await reset(teacher, made.id, joined.id), 409, 'not_issued');

    const other = await createClass(teacher, { name: 'Other' });
    const [elsewhere] = await issued(teacher, other.id, ['Cai']);
    await refused(await reset(teacher, made.id, elsewhere!.userId), 404, 'not_found');
    await refused(await reset(await signUpTeacher(), other.id, elsewhere!.userId), 404, 'class_not_found');
    await refused(await reset(joined, other.id, elsewhere!.userId), 403, 'teacher_only');
  });
});

describe('an issued login', () => {
  it('befriends only students of its class, either way', async () => {
    const teacher = await signUpTeacher();
    const made = await createClass(teacher);
    const [login] = await issued(teacher, made.id, ['Dana']);
    const student = await signedIn(login!);
    const outsider = await signUpByEmail(ctx);
    const classmate = await signUpByEmail(ctx);
    await json(await classmate.client.post('/api/join', { code: made.joinCode }));

    await refused(await requestFriend(student, outsider), 403, 'class_login_outside');
    await refused(await requestFriend(outsider, student), 403, 'class_login_outside');
    await befriend(student, classmate);
    const overview = (await json(await student.client.get('/api/friends'))) as FriendsOverview;
    expect(overview.friends.map((f) => f.userId)).toEqual([classmate.id]);
  });

  it("chats with a classmate only while the class's chat is on", async () => {
    const teacher = await signUpTeacher();
    const made = await createClass(teacher);
    const [a, b] = await issued(teacher, made.id, ['Eli', 'Fay']);
    const [eli, fay] = [await signedIn(a!), await signedIn(b!)];
    await befriend(eli, fay);

    const send = () => eli.client.post(`/api/chat/${fay.id}`, { body: 'Did you buy Solaris?' });
    await refused(await send(), 403, 'class_chat_off');
    expect((await json(await fay.client.get(`/api/chat/${eli.id}`))).canSend).toBe(false);

    const chatOn = classInput({ name: made.name, startingCashMinor: 2_000_000, options: { chat: true } });
    await json(await teacher.client.request(`/api/classes/${made.id}`, { method: 'PATCH', json: chatOn }));
    expect((await json(await send(), 201)).body).toBe('Did you buy Solaris?');
    expect((await json(await fay.client.get(`/api/chat/${eli.id}`))).canSend).toBe(true);
  });

  it('cannot make its profile public; friends only is fine', async () => {
    const teacher = await signUpTeacher();
    const [login] = await issued(teacher, (await createClass(teacher)).id, ['Gil']);
    const student = await signedIn(login!);
    const current = await json(await student.client.get('/api/me/settings'));
    const save = (profileVisibility: string) =>
      student.client.request('/api/me/settings', {
        method: 'PUT',
        json: { ...current, privacy: { ...current.privacy, profileVisibility } },
      });
    await refused(await save('public'), 403, 'class_login_private');
    await json(await save('friends'));
  });

  it('cannot add a phone number: it keeps no contact of its own', async () => {
    const teacher = await signUpTeacher();
    const [login] = await issued(teacher, (await createClass(teacher)).id, ['Noa']);
    const student = await signedIn(login!);
    await refused(
      await student.client.post('/api/auth/phone/change/request', { phoneNumber: '+15551234567' }),
      403,
      'class_login_contact',
    );
    expect(meSchema.parse(await json(await student.client.get('/api/me'))).user.phoneNumber).toBeNull();
  });

  it("never appears on the public game's board nor wins its prize, but ranks on its class's board", async () => {
    const teacher = await signUpTeacher();
    const made = await createClass(teacher);
    const [login] = await issued(teacher, made.id, ['Hila']);
    const student = await signedIn(login!);
    const player = await signUpByEmail(ctx);
    await createStandingsJob({ database: ctx.database, intervalMs: 60_000 }).runOnce();

    const publicLine = async (userId: string) =>
      (
        await db()
          .select()
          .from(weeklyStandings)
          .where(
            and(
              eq(weeklyStandings.portfolioId, (await portfolioOf(db(), userId)).id),
              eq(weeklyStandings.weekStart, weekStart(new Date())),
            ),
          )
      )[0];
    expect((await publicLine(login!.userId))?.rank).toBeNull();
    expect((await publicLine(player.id))?.rank).toEqual(expect.any(Number));
    const board = (await json(await player.client.get('/api/leaderboard?board=global'))) as Leaderboard;
    expect(board.top.map((e) => e.username)).not.toContain(login!.username);
    expect(board.top.map((e) => e.username)).toContain(player.username);
    expect(((await json(await student.client.get('/api/leaderboard?board=global'))) as Leaderboard).me).toBeNull();

    const classBoard = (await json(
      await student.client.get(`/api/leaderboard?board=global&game=${made.id}`),
    )) as Leaderboard;
    expect(classBoard.me).toMatchObject({ rank: 1, username: login!.username });

    // Last week: the issued login had the best line, and still no one won.
    const previous = previousWeekStart(new Date());
    const portfolioId = (await portfolioOf(db(), login!.userId)).id;
    await db()
      .insert(weeklyStandings)
      .values(finishedLine({ weekStart: previous, portfolioId, gainBp: 900 }));
    await createStandingsRepo(db()).rankBoard(previous);
    await createStandingsJob({ database: ctx.database, intervalMs: 60_000 }).runOnce();
    const [champion] = await db()
      .select()
      .from(weeklyChampions)
      .where(and(eq(weeklyChampions.gameId, PUBLIC_GAME_ID), eq(weeklyChampions.weekStart, previous)));
    expect(champion).toMatchObject({ portfolioId: null, prizeMinor: 0 });
  });
});

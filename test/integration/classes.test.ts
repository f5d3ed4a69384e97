// Class games through the API: a teacher creates a class and runs its join code; a student joins
// with the code and gets a portfolio in the class's game holding the class's starting cash, once,
// beside their public portfolio. Only teachers run classes, a class is seen only by its owner, and
// wrong codes are limited so codes cannot be guessed.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_GAME_ID } from '#core/games';
import {
  classSummarySchema,
  DEFAULT_CLASS_OPTIONS,
  JOIN_CODE_ALPHABET,
  joinResultSchema,
  myClassesSchema,
  type ClassInput,
} from '#core/schemas/classes';
import { myGamesSchema } from '#core/schemas/games';
import { portfolioSchema } from '#core/schemas/trading';
import { inTransaction } from '../../server/db/client';
import { checkConsistency } from '../../server/db/consistency';
import { games, ledgerEntries, portfolios } from '../../server/db/schema';
import { createClassesRepo } from '../../server/modules/classes';
import { ledgerBalance } from '../../server/modules/ledger';
import { signUpByEmail, signUpByPhone, type SignedUpUser } from '../support/accounts';
import { createCompany } from '../support/factories';
import { portfolioOf } from '../support/portfolios';
import { signUpAs } from '../support/staff';
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
const createClass = (teacher: SignedUpUser, overrides: Partial<ClassInput> = {}) =>
  supportCreateClass(teacher, overrides);

const join = (student: SignedUpUser, code: string) => student.client.post('/api/join', { code });
const setJoining = (teacher: SignedUpUser, id: string, body: { open: boolean; newCode?: boolean }) =>
  teacher.client.post(`/api/classes/${id}/joining`, body);
const portfoliosIn = async (gameId: string) =>
  (await db().select({ n: count() }).from(portfolios).where(eq(portfolios.gameId, gameId)))[0]!.n;

describe('creating a class', () => {
  it('makes a class game with a 6-character code, open for joining, and no portfolio for the teacher', async () => {
    const teacher = await signUpTeacher();
    const made = await createClass(teacher, { startsOn: '2026-12-01', endsOn: '2026-12-31' });
    expect(made).toMatchObject({
      name: 'Class 7B',
      startsOn: '2026-12-01',
      endsOn: '2026-12-31',
      startingCashMinor: 1_000_000,
      options: DEFAULT_CLASS_OPTIONS,
      joiningOpen: true,
      students: 0,
    });
    expect(made.joinCode).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{6}$`));

    const [game] = await db().select().from(games).where(eq(games.id, made.id));
    expect(game).toMatchObject({
      ownerId: teacher.id,
      startsAt: new Date('2026-12-01T00:00:00Z'),
      // The game runs to the end of the class's last day.
      endsAt: new Date('2027-01-01T00:00:00Z'),
      rules: { weeklyBoard: true, class: DEFAULT_CLASS_OPTIONS },
    });
    expect(await portfoliosIn(made.id)).toBe(0);
    expect(classSummarySchema.parse(await json(await teacher.client.get(`/api/classes/${made.id}`)))).toEqual(made);
  });

  it("lists the teacher's own classes, newest first, with their students", async () => {
    const teacher = await signUpTeacher();
    const first = await createClass(teacher, { name: 'First' });
    const second = await createClass(teacher, { name: 'Second' });
    await createClass(await signUpTeacher(), { name: 'Someone else' });
    await json(await join(await signUpByEmail(ctx), first.joinCode!));

    const { classes } = myClassesSchema.parse(await json(await teacher.client.get('/api/classes')));
    expect(classes.map((c) => [c.id, c.students])).toEqual([
      [second.id, 0],
      [first.id, 1],
    ]);
  });

  it('a teacher account is made at sign-up by email or phone, and becoming one again changes nothing', async () => {
    const byEmail = await signUpByEmail(ctx, { accountType: 'teacher' });
    expect((await json(await byEmail.client.get('/api/me'))).roles).toEqual(['teacher']);
    await createClass(byEmail);
    expect(await json(await byEmail.client.post('/api/me/teacher'))).toEqual({ roles: ['teacher'] });

    const byPhone = await signUpByPhone(ctx, { accountType: 'teacher' });
    expect((await json(await byPhone.client.get('/api/me'))).roles).toEqual(['teacher']);
    const player = await signUpByEmail(ctx, { accountType: 'player' });
    expect((await json(await player.client.get('/api/me'))).roles).toEqual([]);
  });

  it('a teacher is not staff: no admin console, and an admin changing their staff role leaves them a teacher', async () => {
    const teacher = await signUpTeacher();
    await refused(await teacher.client.get('/api/admin/stats'), 403, 'forbidden');
    const admin = await signUpAs(ctx, 'admin');
    const setRole = (role: string) =>
      admin.client.request(`/api/admin/users/${teacher.id}/role`, { method: 'PUT', json: { role } });
    await json(await setRole('moderator'));
    expect((await json(await teacher.client.get('/api/me'))).roles.sort()).toEqual(['moderator', 'teacher']);
    await json(await setRole('user'));
    expect((await json(await teacher.client.get('/api/me'))).roles).toEqual(['teacher']);
  });
});

describe('who may run a class', () => {
  it('refuses a player who is not a teacher (403), and changes nothing', async () => {
    const player = await signUpByEmail(ctx);
    const before = (await db().select({ n: count() }).from(games))[0]!.n;
    await refused(await player.client.post('/api/classes', classInput()), 403, 'teacher_only');
    await refused(await player.client.get('/api/classes'), 403, 'teacher_only');
    expect((await db().select({ n: count() }).from(games))[0]!.n).toBe(before);
  });

  it("answers another teacher's class as if it did not exist (404), and changes nothing", async () => {
    const owner = await signUpTeacher();
    const made = await createClass(owner);
    const other = await signUpTeacher();
    await refused(await other.client.get(`/api/classes/${made.id}`), 404, 'class_not_found');
    await refused(
      await other.client.request(`/api/classes/${made.id}`, {
        method: 'PATCH',
        json: classInput({ name: 'Mine now' }),
      }),
      404,
      'class_not_found',
    );
    await refused(await setJoining(other, made.id, { open: false, newCode: true }), 404, 'class_not_found');
    // The public game is a game, not anyone's class.
    await refused(await other.client.get(`/api/classes/${PUBLIC_GAME_ID}`), 404, 'class_not_found');
    expect(classSummarySchema.parse(await json(await owner.client.get(`/api/classes/${made.id}`)))).toEqual(made);
  });
});

describe('joining a class', () => {
  it('gives a student a portfolio of the class starting cash (10,000) and leaves their public portfolio alone', async () => {
    const teacher = await signUpTeacher();
    const made = await createClass(teacher, { startingCashMinor: 1_000_000 });
    const student = await signUpByEmail(ctx);
    const publicBefore = await portfolioOf(db(), student.id);

    expect(await json(await student.client.get(`/api/join/${made.joinCode!.toLowerCase()}`))).toEqual({
      name: 'Class 7B',
      startingCashMinor: 1_000_000,
      startsOn: made.startsOn,
      endsOn: made.endsOn,
    });
    expect(joinResultSchema.parse(await json(await join(student, made.joinCode!)))).toEqual({
      gameId: made.id,
      name: 'Class 7B',
      startingCashMinor: 1_000_000,
      alreadyMember: false,
    });

    const inClass = await portfolioOf(db(), student.id, made.id);
    expect(inClass.cashMinor).toBe(1_000_000);
    expect(await ledgerBalance(db(), inClass.id)).toBe(1_000_000);
    const publicAfter = await portfolioOf(db(), student.id);
    expect(publicAfter).toEqual(publicBefore);
    // The grant is one journal from the treasury: the books balance.
    const grant = await db()
      .select({ amountMinor: ledgerEntries.amountMinor })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.portfolioId, inClass.id), eq(ledgerEntries.kind, 'signup_grant')));
    expect(grant).toEqual([{ amountMinor: 1_000_000 }]);
    expect((await checkConsistency(db())).filter((r) => r.count > 0)).toEqual([]);

    // The game switcher lists the class; money routes act on it by its id.
    const { games: mine } = myGamesSchema.parse(await json(await student.client.get('/api/games')));
    expect(mine.map((g) => [g.id, g.name])).toEqual([
      [PUBLIC_GAME_ID, expect.any(String)],
      [made.id, 'Class 7B'],
    ]);
    expect(mine[1]!.portfolio).toMatchObject({ cashMinor: 1_000_000, startingCashMinor: 1_000_000, gainMinor: 0 });
    const portfolio = portfolioSchema.parse(await json(await student.client.get(`/api/portfolio?game=${made.id}`)));
    expect(portfolio.cashMinor).toBe(1_000_000);
    expect(classSummarySchema.parse(await json(await teacher.client.get(`/api/classes/${made.id}`))).students).toBe(1);
  });

  it('joins once: a second join, and joins at the same moment, make one portfolio and one grant', async () => {
    const made = await createClass(await signUpTeacher());
    const student = await signUpByEmail(ctx);
    const results = await Promise.all(
      [1, 2, 3].map(async () => joinResultSchema.parse(await json(await join(student, made.joinCode!)))),
    );
    expect(results.filter((r) => !r.alreadyMember)).toHaveLength(1);
    expect((await json(await join(student, made.joinCode!))).alreadyMember).toBe(true);

    expect(await portfoliosIn(made.id)).toBe(1);
    const inClass = await portfolioOf(db(), student.id, made.id);
    expect(inClass.cashMinor).toBe(1_000_000);
    expect(await ledgerBalance(db(), inClass.id)).toBe(1_000_000);
  });

  it('refuses a closed code with class_closed, and a new code replaces the old one at once', async () => {
    const teacher = await signUpTeacher();
    const made = await createClass(teacher);
    const early = await signUpByEmail(ctx);
    await json(await join(early, made.joinCode!));

    const closed = classSummarySchema.parse(await json(await setJoining(teacher, made.id, { open: false })));
    expect(closed).toMatchObject({ joiningOpen: false, joinCode: null });
    const late = await signUpByEmail(ctx);
    expect(await refused(await join(late, made.joinCode!), 409, 'class_closed')).toBe(
      'This class is not taking new students. Ask your teacher for a new code.',
    );
    await refused(await late.client.get(`/api/join/${made.joinCode}`), 409, 'class_closed');
    // A student already in the class is still told so.
    expect((await json(await join(early, made.joinCode!))).alreadyMember).toBe(true);

    const reopened = classSummarySchema.parse(
      await json(await setJoining(teacher, made.id, { open: true, newCode: true })),
    );
    expect(reopened.joiningOpen).toBe(true);
    expect(reopened.joinCode).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{6}$`));
    expect(reopened.joinCode).not.toBe(made.joinCode);
    await refused(await join(late, made.joinCode!), 404, 'class_not_found');
    expect((await json(await join(late, reopened.joinCode!))).alreadyMember).toBe(false);
    expect(await portfoliosIn(made.id)).toBe(2);
  });

  it('a new code another class holds is refused by the unique index, and the transaction goes on', async () => {
    const teacher = await signUpTeacher();
    const [a, b] = [await createClass(teacher), await createClass(teacher)];
    const repo = createClassesRepo(db());
    await inTransaction(db(), async (tx) => {
      expect(await repo.setCode(tx, b.id, a.joinCode!)).toBe(false);
      expect(await repo.setCode(tx, b.id, 'FRESH2')).toBe(true);
    });
    expect((await json(await teacher.client.get(`/api/classes/${b.id}`))).joinCode).toBe('FRESH2');
  });

  it('refuses an unknown code, an ended class and the teacher joining their own class', async () => {
    const teacher = await signUpTeacher();
    const student = await signUpByEmail(ctx);
    await refused(await join(student, 'ZZZZZZ'), 404, 'class_not_found');
    await refused(await student.client.post('/api/join', { code: 'O0O0O0' }), 400, 'validation_failed');

    const ended = await createClass(teacher, { startsOn: '2025-01-01', endsOn: '2025-01-31' });
    await refused(await join(student, ended.joinCode!), 409, 'class_ended');
    await refused(await student.client.get(`/api/join/${ended.joinCode}`), 409, 'class_ended');

    const own = await createClass(teacher);
    await refused(await join(teacher, own.joinCode!), 409, 'own_class');
    expect(await portfoliosIn(ended.id)).toBe(0);
    expect(await portfoliosIn(own.id)).toBe(0);
  });

  it('a change of starting cash applies to students who join afterwards', async () => {
    const teacher = await signUpTeacher();
    const made = await createClass(teacher, { startingCashMinor: 1_000_000 });
    const early = await signUpByEmail(ctx);
    await json(await join(early, made.joinCode!));

    const options = { ...DEFAULT_CLASS_OPTIONS, chat: true };
    const changed = classSummarySchema.parse(
      await json(
        await teacher.client.request(`/api/classes/${made.id}`, {
          method: 'PATCH',
          json: classInput({ name: 'Class 7B (spring)', startingCashMinor: 2_500_000, options }),
        }),
      ),
    );
    expect(changed).toMatchObject({ name: 'Class 7B (spring)', startingCashMinor: 2_500_000, options, students: 1 });
    expect(changed.joinCode).toBe(made.joinCode);
    const late = await signUpByEmail(ctx);
    expect(await json(await join(late, made.joinCode!))).toMatchObject({ startingCashMinor: 2_500_000 });

    expect((await portfolioOf(db(), early.id, made.id)).cashMinor).toBe(1_000_000);
    expect((await portfolioOf(db(), late.id, made.id)).cashMinor).toBe(2_500_000);
  });
});

describe('trading in a class', () => {
  it('refuses limit and stop orders where the class turned them off, and takes market orders', async () => {
    const companyId = (await createCompany(db(), { currentPriceMinor: 10_000 })).id;
    const made = await createClass(await signUpTeacher(), {
      options: { ...DEFAULT_CLASS_OPTIONS, limitOrders: false },
    });
    const student = await signUpByEmail(ctx);
    await json(await join(student, made.joinCode!));

    const limit = { companyId, side: 'buy', quantity: 1, type: 'limit', limitPriceMinor: 9_000, game: made.id };
    await refused(await student.client.post('/api/orders', limit), 409, 'limit_orders_off');
    const stop = { companyId, side: 'buy', quantity: 1, type: 'stop', stopPriceMinor: 11_000, game: made.id };
    await refused(await student.client.post('/api/orders', stop), 409, 'limit_orders_off');
    // The same order in the public game is fine.
    await json(await student.client.post('/api/orders', { ...limit, game: undefined }), 201);
    await json(await student.client.post('/api/orders', { companyId, side: 'buy', quantity: 1, game: made.id }), 201);
    expect((await portfolioOf(db(), student.id, made.id)).cashMinor).toBe(1_000_000 - 10_025);
  });
});

describe('guessing codes', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({}, { rateLimit: true });
  });
  afterAll(() => limited.close());

  it('answers 429 after 10 wrong codes in 10 minutes, even to the right code; other players are not held', async () => {
    const teacher = await signUpByEmail(limited, { ip: '203.0.113.30' });
    await json(await teacher.client.post('/api/me/teacher'));
    const made = classSummarySchema.parse(await json(await teacher.client.post('/api/classes', classInput()), 201));
    const guesser = await signUpByEmail(limited, { ip: '203.0.113.31' });
    const wrong = (i: number) => `WRNG${JOIN_CODE_ALPHABET[i]}${JOIN_CODE_ALPHABET[i]}`;

    for (let i = 0; i < 5; i++) await refused(await join(guesser, wrong(i)), 404, 'class_not_found');
    for (let i = 5; i < 10; i++)
      await refused(await guesser.client.get(`/api/join/${wrong(i)}`), 404, 'class_not_found');
    const res = await join(guesser, wrong(10));
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await refused(res, 429, 'rate_limited')).toMatch(/Too many wrong codes/);
    await refused(await join(guesser, made.joinCode!), 429, 'rate_limited');
    await refused(await guesser.client.get(`/api/join/${made.joinCode}`), 429, 'rate_limited');

    const other = await signUpByEmail(limited, { ip: '203.0.113.32' });
    expect((await json(await join(other, made.joinCode!))).alreadyMember).toBe(false);
  });
});

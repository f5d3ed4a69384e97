// Class assignments through the API (docs/rules.md#classes): each template completes when, and
// only when, its condition holds in the student's class portfolio; done stays done after selling;
// only the class's teacher sets or reads the class's assignments, a student reads only their own.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekStart } from '#core/competition/week';
import {
  assignmentSchema,
  classAssignmentsSchema,
  myAssignmentsSchema,
  type AssignmentInput,
  type ClassSummary,
} from '#core/schemas/classes';
import { assignmentCompletions, classAssignments, holdings } from '../../server/db/schema';
import { createAssignmentSweep } from '../../server/modules/classes';
import { allLessons } from '../../server/modules/learn';
import type { SignedUpUser } from '../support/accounts';
import { classDay, createClass, joinedStudent, signUpTeacher } from '../support/classes';
import { createCompany } from '../support/factories';
import { portfolioOf } from '../support/portfolios';
import { finishedLine, insertFinishedLines } from '../support/standings';
import { createTestContext, type TestContext } from '../support/test-database';
import { json, refused } from '../support/responses';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

type Task = Omit<AssignmentInput, 'dueOn'> & { dueOn?: string | null };
const assign = async (teacher: SignedUpUser, klass: ClassSummary, task: Task) =>
  assignmentSchema.parse(await json(await teacher.client.post(`/api/classes/${klass.id}/assignments`, task), 201));
const classAssignmentsOf = async (teacher: SignedUpUser, klass: ClassSummary) =>
  classAssignmentsSchema.parse(await json(await teacher.client.get(`/api/classes/${klass.id}/assignments`)))
    .assignments;
const mine = async (student: SignedUpUser, klass: ClassSummary) =>
  myAssignmentsSchema.parse(await json(await student.client.get(`/api/assignments?game=${klass.id}`))).assignments;
/** The student's own line on the one assignment of the class. */
const statusOf = async (student: SignedUpUser, klass: ClassSummary) => {
  const [only, ...rest] = await mine(student, klass);
  expect(rest).toEqual([]);
  return only!;
};
const order = async (student: SignedUpUser, klass: ClassSummary, body: Record<string, unknown>) =>
  json(await student.client.post('/api/orders', { game: klass.id, ...body }), 201);

/** A class with its teacher, one student, and the assignment under test. */
async function classWith(task: Task) {
  const teacher = await signUpTeacher(ctx);
  const klass = await createClass(teacher);
  const student = await joinedStudent(ctx, klass);
  const assignment = await assign(teacher, klass, task);
  return { teacher, klass, student, assignment };
}

describe('write_reasons', () => {
  it('is not done after one reasoned trade and one without, and is after the second reasoned one', async () => {
    const { klass, student } = await classWith({ template: 'write_reasons', params: { trades: 2 } });
    const acme = await createCompany(db());
    await order(student, klass, { companyId: acme.id, side: 'buy', quantity: 2, reason: 'Good earnings' });
    await order(student, klass, { companyId: acme.id, side: 'buy', quantity: 1 });
    expect(await statusOf(student, klass)).toMatchObject({ done: false, progress: { have: 1, need: 2 } });

    await order(student, klass, { companyId: acme.id, side: 'sell', quantity: 1, reason: 'Taking profit' });
    const status = await statusOf(student, klass);
    expect(status).toMatchObject({ done: true, progress: { have: 2, need: 2 } });
    expect(status.completedAt).not.toBeNull();
  });

  it('does not count reasons written before the assignment was set, nor a resting order', async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher);
    const student = await joinedStudent(ctx, klass);
    const acme = await createCompany(db(), { currentPriceMinor: 10_000 });
    await order(student, klass, { companyId: acme.id, side: 'buy', quantity: 1, reason: 'Before' });
    await assign(teacher, klass, { template: 'write_reasons', params: { trades: 1 } });
    await order(student, klass, {
      companyId: acme.id,
      side: 'buy',
      quantity: 1,
      type: 'limit',
      limitPriceMinor: 5_000,
      reason: 'Waiting for a dip',
    });
    expect(await statusOf(student, klass)).toMatchObject({ done: false, progress: { have: 0, need: 1 } });
  });
});

describe('limit_below_market', () => {
  it('a limit buy below the market completes it; a market buy and a limit buy that fills at once do not', async () => {
    const { klass, student } = await classWith({ template: 'limit_below_market', params: {} });
    const acme = await createCompany(db(), { currentPriceMinor: 10_000 });
    await order(student, klass, { companyId: acme.id, side: 'buy', quantity: 1 });
    // At or above the ask a limit buy fills at once: it was not below the market.
    await order(student, klass, {
      companyId: acme.id,
      side: 'buy',
      quantity: 1,
      type: 'limit',
      limitPriceMinor: 11_000,
    });
    expect(await statusOf(student, klass)).toMatchObject({ done: false, progress: { have: 0, need: 1 } });

    await order(student, klass, {
      companyId: acme.id,
      side: 'buy',
      quantity: 1,
      type: 'limit',
      limitPriceMinor: 9_000,
    });
    expect(await statusOf(student, klass)).toMatchObject({ done: true, progress: { have: 1, need: 1 } });
  });

  it('stays done after the resting order is cancelled', async () => {
    const { klass, student } = await classWith({ template: 'limit_below_market', params: {} });
    const acme = await createCompany(db(), { currentPriceMinor: 10_000 });
    const placed = await order(student, klass, {
      companyId: acme.id,
      side: 'buy',
      quantity: 1,
      type: 'limit',
      limitPriceMinor: 9_000,
    });
    expect((await statusOf(student, klass)).done).toBe(true);
    await json(await student.client.post(`/api/orders/${placed.order.id}/cancel`, {}));
    expect((await statusOf(student, klass)).done).toBe(true);
  });
});

describe('diversify', () => {
  it('is not done with 2 companies in 1 sector when 3 from 2 are asked, is once it holds, and stays after selling', async () => {
    const { teacher, klass, student } = await classWith({
      template: 'diversify',
      params: { companies: 3, sectors: 2, days: 0 },
    });
    const [tech1, tech2, bank] = [
      await createCompany(db(), { category: 'technology', currentPriceMinor: 1_000 }),
      await createCompany(db(), { category: 'technology', currentPriceMinor: 1_000 }),
      await createCompany(db(), { category: 'finance', currentPriceMinor: 1_000 }),
    ];
    await order(student, klass, { companyId: tech1.id, side: 'buy', quantity: 1 });
    await order(student, klass, { companyId: tech2.id, side: 'buy', quantity: 1 });
    expect(await statusOf(student, klass)).toMatchObject({
      done: false,
      progress: { have: 2, need: 3, sectors: { have: 1, need: 2 } },
    });

    await order(student, klass, { companyId: bank.id, side: 'buy', quantity: 1 });
    expect(await statusOf(student, klass)).toMatchObject({
      done: true,
      progress: { have: 3, need: 3, sectors: { have: 2, need: 2 } },
    });

    await order(student, klass, { companyId: bank.id, side: 'sell', quantity: 1 });
    expect(await statusOf(student, klass)).toMatchObject({
      done: true,
      progress: { have: 2, need: 3, sectors: { have: 1, need: 2 } },
    });
    const [seen] = await classAssignmentsOf(teacher, klass);
    expect(seen!.students).toEqual([expect.objectContaining({ userId: student.id, done: true })]);
  });

  it('counts only companies held for the days asked', async () => {
    const { klass, student } = await classWith({
      template: 'diversify',
      params: { companies: 2, sectors: 1, days: 3 },
    });
    const [a, b] = [await createCompany(db()), await createCompany(db())];
    await order(student, klass, { companyId: a.id, side: 'buy', quantity: 1 });
    await order(student, klass, { companyId: b.id, side: 'buy', quantity: 1 });
    expect(await statusOf(student, klass)).toMatchObject({ done: false, progress: { have: 0, need: 2 } });

    const { id: portfolioId } = await portfolioOf(db(), student.id, klass.id);
    // A second more than n days: the check's clock travels in milliseconds, the database's now() in
    // microseconds, so exactly n days ago could still read as a moment too recent.
    const daysAgo = (n: number) => sql`now() - make_interval(days => ${n}, secs => 1)`;
    await db()
      .update(holdings)
      .set({ openedAt: daysAgo(4) })
      .where(eq(holdings.portfolioId, portfolioId));
    await db()
      .update(holdings)
      .set({ openedAt: daysAgo(2) })
      .where(and(eq(holdings.portfolioId, portfolioId), eq(holdings.companyId, b.id)));
    expect(await statusOf(student, klass)).toMatchObject({ done: false, progress: { have: 1, need: 2 } });

    await db()
      .update(holdings)
      .set({ openedAt: daysAgo(3) })
      .where(eq(holdings.portfolioId, portfolioId));
    expect(await statusOf(student, klass)).toMatchObject({ done: true, progress: { have: 2, need: 2 } });
  });
});

describe('the sweep', () => {
  it('records a diversify assignment met while nobody read it, and sells afterwards do not undo it', async () => {
    const { klass, student, assignment } = await classWith({
      template: 'diversify',
      params: { companies: 2, sectors: 1, days: 0 },
    });
    const [a, b] = [await createCompany(db()), await createCompany(db())];
    const completions = () =>
      db()
        .select({ userId: assignmentCompletions.userId })
        .from(assignmentCompletions)
        .where(eq(assignmentCompletions.assignmentId, assignment.id));
    const sweep = createAssignmentSweep(db());

    await order(student, klass, { companyId: a.id, side: 'buy', quantity: 1 });
    await sweep.sweep(new Date(), { force: true });
    expect(await completions()).toEqual([]);

    await order(student, klass, { companyId: b.id, side: 'buy', quantity: 1 });
    expect(await sweep.sweep(new Date(), { force: true })).toBeGreaterThanOrEqual(1);
    expect(await completions()).toEqual([{ userId: student.id }]);
    // Sold before anyone looked: still done, as the sweep saw it held.
    await order(student, klass, { companyId: b.id, side: 'sell', quantity: 1 });
    expect(await statusOf(student, klass)).toMatchObject({ done: true, progress: { have: 1, need: 2 } });
  });

  it('leaves an assignment past its due day alone', async () => {
    const { klass, student, assignment } = await classWith({
      template: 'diversify',
      params: { companies: 2, sectors: 1, days: 0 },
      dueOn: classDay(0),
    });
    for (const company of [await createCompany(db()), await createCompany(db())])
      await order(student, klass, { companyId: company.id, side: 'buy', quantity: 1 });
    // Two days on, the due day is over: what is held then counts for nothing.
    await createAssignmentSweep(db()).sweep(new Date(Date.now() + 2 * 86_400_000), { force: true });
    const rows = await db()
      .select()
      .from(assignmentCompletions)
      .where(eq(assignmentCompletions.assignmentId, assignment.id));
    expect(rows).toEqual([]);
  });
});

describe('beat_index', () => {
  it("follows the score of the student's line on this week's class board", async () => {
    const { klass, student } = await classWith({ template: 'beat_index', params: {} });
    expect(await statusOf(student, klass)).toMatchObject({ done: false, progress: { have: 0, need: 1 } });

    const { id: portfolioId } = await portfolioOf(db(), student.id, klass.id);
    const thisWeek = weekStart(new Date());
    // Last week's win does not count for this week's assignment.
    await insertFinishedLines(db(), [finishedLine({ portfolioId, gameId: klass.id, score: 2 })]);
    await insertFinishedLines(db(), [
      finishedLine({ portfolioId, gameId: klass.id, weekStart: thisWeek, score: -0.5 }),
    ]);
    expect((await statusOf(student, klass)).done).toBe(false);

    await ctx.database.db.execute(
      sql`update weekly_standings set score = 0.8 where portfolio_id = ${portfolioId} and week_start = ${thisWeek.toISOString()}`,
    );
    expect(await statusOf(student, klass)).toMatchObject({ done: true, progress: { have: 1, need: 1 } });

    await ctx.database.db.execute(
      sql`update weekly_standings set score = -1 where portfolio_id = ${portfolioId} and week_start = ${thisWeek.toISOString()}`,
    );
    expect(await statusOf(student, klass)).toMatchObject({ done: true, progress: { have: 0, need: 1 } });
  });
});

describe('finish_lesson', () => {
  const lessonOf = (i: number) => allLessons()[i]!;
  const finish = async (student: SignedUpUser, i: number) => {
    const { meta } = lessonOf(i);
    const res = await student.client.post(`/api/lessons/${meta.id}/answers`, { answers: [0, 0] });
    expect(res.status, await res.clone().text()).toBe(200);
  };

  it('is done once the student answers that lesson, not another, and counts one finished before', async () => {
    const { teacher, klass, student } = await classWith({
      template: 'finish_lesson',
      params: { lesson: lessonOf(1).meta.id },
    });
    await finish(student, 0);
    expect(await statusOf(student, klass)).toMatchObject({ done: false, progress: { have: 0, need: 1 } });
    await finish(student, 1);
    expect(await statusOf(student, klass)).toMatchObject({ done: true, progress: { have: 1, need: 1 } });
    // The dashboard counts the lessons each student finished.
    const board = (await json(await teacher.client.get(`/api/classes/${klass.id}/students`))) as {
      students: { userId: string; lessons: number }[];
    };
    expect(board.students.find((s) => s.userId === student.id)!.lessons).toBe(2);

    // A classmate who finished the lesson before the assignment was set has it done too.
    const early = await joinedStudent(ctx, klass);
    await finish(early, 2);
    await assign(teacher, klass, { template: 'finish_lesson', params: { lesson: lessonOf(2).meta.id } });
    const [newest] = await classAssignmentsOf(teacher, klass);
    expect(newest!.students.find((s) => s.userId === early.id)!.done).toBe(true);
    expect(newest!.students.find((s) => s.userId === student.id)!.done).toBe(false);
  });

  it('refuses a lesson that does not exist', async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher);
    await refused(
      await teacher.client.post(`/api/classes/${klass.id}/assignments`, {
        template: 'finish_lesson',
        params: { lesson: 'no-such-lesson' },
      }),
      400,
      'lesson_not_found',
    );
    await refused(
      await teacher.client.post(`/api/classes/${klass.id}/assignments`, { template: 'finish_lesson', params: {} }),
      400,
      'validation_failed',
    );
  });
});

describe('due day', () => {
  it('refuses a due day already over, and ignores what happens after it', async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher);
    const student = await joinedStudent(ctx, klass);
    await refused(
      await teacher.client.post(`/api/classes/${klass.id}/assignments`, {
        template: 'beat_index',
        params: {},
        dueOn: classDay(-1),
      }),
      400,
      'assignment_due_past',
    );
    const reasons = await assign(teacher, klass, {
      template: 'write_reasons',
      params: { trades: 1 },
      dueOn: classDay(0),
    });
    const spread = await assign(teacher, klass, {
      template: 'diversify',
      params: { companies: 2, sectors: 1, days: 0 },
      dueOn: classDay(0),
    });
    expect(reasons.dueOn).toBe(classDay(0));
    // The due day was yesterday: the trades below come too late for both.
    await db()
      .update(classAssignments)
      .set({ dueOn: classDay(-1), createdAt: sql`now() - interval '3 days'` })
      .where(eq(classAssignments.gameId, klass.id));
    const [a, b] = [await createCompany(db()), await createCompany(db())];
    await order(student, klass, { companyId: a.id, side: 'buy', quantity: 1, reason: 'Late' });
    await order(student, klass, { companyId: b.id, side: 'buy', quantity: 1, reason: 'Late too' });
    const byId = new Map((await mine(student, klass)).map((s) => [s.id, s]));
    expect(byId.get(reasons.id)).toMatchObject({ done: false, progress: { have: 0, need: 1 } });
    expect(byId.get(spread.id)).toMatchObject({ done: false, progress: { have: 2, need: 2 } });
  });
});

describe("who reads and sets a class's assignments", () => {
  it("the teacher reads every current student's progress; each student only their own", async () => {
    const { teacher, klass, student, assignment } = await classWith({
      template: 'write_reasons',
      params: { trades: 1 },
    });
    const other = await joinedStudent(ctx, klass);
    const acme = await createCompany(db());
    await order(student, klass, { companyId: acme.id, side: 'buy', quantity: 1, reason: 'Cheap' });

    const [seen] = await classAssignmentsOf(teacher, klass);
    expect(seen).toMatchObject({ id: assignment.id, template: 'write_reasons', params: { trades: 1 }, dueOn: null });
    expect(new Map(seen!.students.map((s) => [s.userId, s.done]))).toEqual(
      new Map([
        [student.id, true],
        [other.id, false],
      ]),
    );
    const raw = await json(await other.client.get(`/api/assignments?game=${klass.id}`));
    expect(JSON.stringify(raw)).not.toContain(student.id);
    expect(raw.assignments).toEqual([expect.objectContaining({ id: assignment.id, done: false })]);
  });

  it('a student cannot read the class list, set an assignment, or read another class', async () => {
    const { klass, student, assignment } = await classWith({ template: 'beat_index', params: {} });
    const elsewhere = await createClass(await signUpTeacher(ctx));
    await refused(await student.client.get(`/api/classes/${klass.id}/assignments`), 403, 'teacher_only');
    await refused(
      await student.client.post(`/api/classes/${klass.id}/assignments`, { template: 'beat_index', params: {} }),
      403,
      'teacher_only',
    );
    await refused(
      await student.client.request(`/api/classes/${klass.id}/assignments/${assignment.id}`, { method: 'DELETE' }),
      403,
      'teacher_only',
    );
    await refused(await student.client.get(`/api/assignments?game=${elsewhere.id}`), 404, 'class_not_found');
  });

  it("another teacher gets the 404 of a class that does not exist, and the class's own teacher reads no student list", async () => {
    const { teacher, klass, assignment } = await classWith({ template: 'beat_index', params: {} });
    const stranger = await signUpTeacher(ctx);
    await refused(await stranger.client.get(`/api/classes/${klass.id}/assignments`), 404, 'class_not_found');
    await refused(
      await stranger.client.post(`/api/classes/${klass.id}/assignments`, { template: 'beat_index', params: {} }),
      404,
      'class_not_found',
    );
    await refused(
      await stranger.client.request(`/api/classes/${klass.id}/assignments/${assignment.id}`, { method: 'DELETE' }),
      404,
      'class_not_found',
    );
    // The teacher is not a student of their own class.
    await refused(await teacher.client.get(`/api/assignments?game=${klass.id}`), 404, 'class_not_found');
  });

  it('a removed student reads nothing and drops off the list', async () => {
    const { teacher, klass, student } = await classWith({ template: 'beat_index', params: {} });
    const res = await teacher.client.request(`/api/classes/${klass.id}/students/${student.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    await refused(await student.client.get(`/api/assignments?game=${klass.id}`), 404, 'class_not_found');
    const [seen] = await classAssignmentsOf(teacher, klass);
    expect(seen!.students).toEqual([]);
  });

  it('deletes an assignment once, then answers 404; refuses parameters out of range', async () => {
    const { teacher, klass, student, assignment } = await classWith({ template: 'beat_index', params: {} });
    const url = `/api/classes/${klass.id}/assignments/${assignment.id}`;
    expect((await teacher.client.request(url, { method: 'DELETE' })).status).toBe(204);
    await refused(await teacher.client.request(url, { method: 'DELETE' }), 404, 'assignment_not_found');
    expect(await mine(student, klass)).toEqual([]);
    for (const bad of [
      { template: 'diversify', params: { companies: 1, sectors: 1, days: 0 } },
      { template: 'diversify', params: { companies: 3, sectors: 4, days: 0 } },
      { template: 'write_reasons', params: { trades: 51 } },
      { template: 'finish_lesson', params: {} },
    ]) {
      await refused(await teacher.client.post(`/api/classes/${klass.id}/assignments`, bad), 400, 'validation_failed');
    }
  });
});

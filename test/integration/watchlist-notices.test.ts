// rank_changed and assignment_due (docs/rules.md#notifications): worked out after the standings
// job's pass, at most one a day per board for a rank move, one per assignment due soon.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekStart } from '#core/competition/week';
import { notifications } from '../../server/db/schema';
import { createStandingsJob } from '../../server/modules/competition';
import { createProgressNotices } from '../../server/modules/watchlist';
import { classDay, createClass, joinedStudent, signUpTeacher } from '../support/classes';
import { createUser } from '../support/factories';
import { json } from '../support/responses';
import { finishedLine, insertFinishedLines } from '../support/standings';
import { createTestContext } from '../support/test-database';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const sent = (userId: string, type: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('rank_changed', () => {
  it('tells a move of three places or into the top ten, once a day, and not a small move', async () => {
    const now = new Date();
    const week = weekStart(now);
    const [a, b, c] = await Promise.all([createUser(db()), createUser(db()), createUser(db())]);
    await insertFinishedLines(db(), [
      finishedLine({ portfolioId: a.portfolioId, weekStart: week, rank: 20 }),
      finishedLine({ portfolioId: b.portfolioId, weekStart: week, rank: 12 }),
      finishedLine({ portfolioId: c.portfolioId, weekStart: week, rank: 5 }),
    ]);
    const notices = createProgressNotices({ db: db(), notifier: ctx.built.notifier });
    const setRank = (portfolioId: string, rank: number) =>
      db().execute(sql`update weekly_standings set rank = ${rank} where portfolio_id = ${portfolioId}`);

    // The first pass only learns the ranks: nobody has moved yet.
    await notices.run(now, week, { force: true });
    await Promise.all([setRank(a.portfolioId, 17), setRank(b.portfolioId, 10), setRank(c.portfolioId, 4)]);
    await notices.run(new Date(now.getTime() + 60_000), week, { force: true });
    // A moves again the same day: still one notification.
    await setRank(a.portfolioId, 12);
    await notices.run(new Date(now.getTime() + 120_000), week, { force: true });

    const [toA, toB, toC] = await Promise.all([a, b, c].map((p) => sent(p.id, 'rank_changed')));
    expect(toA).toHaveLength(1);
    expect(toA![0]!.params).toMatchObject({ oldRank: 20, newRank: 17 });
    expect(toA![0]!.dedupeKey).toMatch(/^rank_changed:.+:\d{4}-\d\d-\d\d$/);
    expect(toB).toHaveLength(1);
    expect(toB![0]!.params).toMatchObject({ oldRank: 12, newRank: 10 });
    expect(toC).toHaveLength(0);
  });

  it('is worked out once a minute at most', async () => {
    const now = new Date();
    const week = weekStart(now);
    const a = await createUser(db());
    await insertFinishedLines(db(), [finishedLine({ portfolioId: a.portfolioId, weekStart: week, rank: 40 })]);
    const notices = createProgressNotices({ db: db(), notifier: ctx.built.notifier });
    await notices.run(now, week);
    await db().execute(sql`update weekly_standings set rank = 30 where portfolio_id = ${a.portfolioId}`);
    await notices.run(new Date(now.getTime() + 30_000), week);
    expect(await sent(a.id, 'rank_changed')).toHaveLength(0);
    await notices.run(new Date(now.getTime() + 61_000), week);
    expect(await sent(a.id, 'rank_changed')).toHaveLength(1);
  });
});

describe('assignment_due', () => {
  it('tells each student who has not done it, once, when it is due within a day', async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher);
    const [student, done] = await Promise.all([joinedStudent(ctx, klass), joinedStudent(ctx, klass)]);
    // Due today (its last day ends at the next UTC midnight, within 24 hours) and in three days.
    const soon = await json(
      await teacher.client.post(`/api/classes/${klass.id}/assignments`, {
        template: 'limit_below_market',
        dueOn: classDay(0),
      }),
      201,
    );
    await json(
      await teacher.client.post(`/api/classes/${klass.id}/assignments`, {
        template: 'beat_index',
        dueOn: classDay(3),
      }),
      201,
    );
    await db().execute(
      sql`insert into assignment_completions (assignment_id, user_id) values (${soon.id}, ${done.id})`,
    );
    const notices = createProgressNotices({ db: db(), notifier: ctx.built.notifier });
    const now = new Date();
    await notices.run(now, weekStart(now), { force: true });
    await notices.run(new Date(now.getTime() + 60_000), weekStart(now), { force: true });

    const toStudent = await sent(student.id, 'assignment_due');
    expect(toStudent).toHaveLength(1);
    expect(toStudent[0]!.params).toMatchObject({
      assignmentId: soon.id,
      template: 'limit_below_market',
      dueOn: classDay(0),
    });
    expect(toStudent[0]!.dedupeKey).toBe(`assignment_due:${soon.id}`);
    expect(await sent(done.id, 'assignment_due')).toHaveLength(0);
    expect(await sent(teacher.id, 'assignment_due')).toHaveLength(0);
  });
});

describe('the standings job', () => {
  it('hands each pass to the notices after the board is refreshed', async () => {
    const passes: Date[] = [];
    const job = createStandingsJob({
      database: ctx.database,
      intervalMs: 60_000,
      onPassed: async (_now, week) => {
        passes.push(week);
      },
    });
    await job.runOnce();
    expect(passes).toEqual([weekStart(new Date())]);
  });
});

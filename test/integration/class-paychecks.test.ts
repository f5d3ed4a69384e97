// A class's weekly paycheck (docs/rules.md#classes): paid from the treasury at the week's start to
// every student who was in a running class when the week began, once per week whoever repeats it,
// as a grant beside the gain, never as gain.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekEnd, weekStart } from '#core/competition/week';
import { portfolioFiguresSchema } from '#core/schemas/games';
import { checkConsistency } from '../../server/db/consistency';
import { games, portfolios } from '../../server/db/schema';
import { createPaychecks } from '../../server/modules/classes';
import { ledgerBalance } from '../../server/modules/ledger';
import { classDay, createClass, joinedStudent, signUpTeacher } from '../support/classes';
import { portfolioOf } from '../support/portfolios';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
/** The next week's start: every student who joined today was in their class by then. */
const nextWeek = () => weekEnd(new Date());
const PAYCHECK = 50_000;

async function figuresIn(student: { client: { get(path: string): Promise<Response> } }, gameId: string) {
  const res = await student.client.get(`/api/portfolio?game=${gameId}`);
  expect(res.status).toBe(200);
  return portfolioFiguresSchema.parse(await res.json());
}

describe('weekly paychecks', () => {
  it('pays each student of a paying class once a week, from the treasury, as a grant and not as gain', async () => {
    const teacher = await signUpTeacher(ctx);
    const paying = await createClass(teacher, { options: { paycheckMinor: PAYCHECK } });
    const unpaid = await createClass(teacher);
    const [a, b] = [await joinedStudent(ctx, paying), await joinedStudent(ctx, paying)];
    const other = await joinedStudent(ctx, unpaid);

    // Class and students began during this week: nothing at its start; the first paycheck comes next week.
    expect(await createPaychecks(db()).payWeek(weekStart(new Date()))).toBe(0);
    expect((await portfolioOf(db(), a.id, paying.id)).cashMinor).toBe(1_000_000);
    expect(await createPaychecks(db()).payWeek(nextWeek())).toBeGreaterThanOrEqual(2);
    // Another pass, and another instance, pay nothing more.
    const again = createPaychecks(db());
    expect(await again.payWeek(nextWeek())).toBe(0);
    expect(await again.payWeek(nextWeek())).toBe(0);

    for (const student of [a, b]) {
      const portfolio = await portfolioOf(db(), student.id, paying.id);
      expect(portfolio.cashMinor).toBe(1_000_000 + PAYCHECK);
      expect(await ledgerBalance(db(), portfolio.id)).toBe(portfolio.cashMinor);
      expect(await figuresIn(student, paying.id)).toMatchObject({ bonusesMinor: PAYCHECK, gainMinor: 0 });
    }
    expect((await portfolioOf(db(), other.id, unpaid.id)).cashMinor).toBe(1_000_000);
    expect((await portfolioOf(db(), a.id)).cashMinor).toBe((await portfolioOf(db(), other.id)).cashMinor);
    expect((await checkConsistency(db())).filter((r) => r.count > 0)).toEqual([]);
  });

  it('skips removed students and classes that have not started or have ended', async () => {
    const teacher = await signUpTeacher(ctx);
    const running = await createClass(teacher, { options: { paycheckMinor: PAYCHECK } });
    const removed = await joinedStudent(ctx, running);
    await db()
      .update(portfolios)
      .set({ leftAt: new Date() })
      .where(eq(portfolios.id, (await portfolioOf(db(), removed.id, running.id)).id));
    const later = await createClass(teacher, {
      startsOn: classDay(20),
      endsOn: classDay(40),
      options: { paycheckMinor: PAYCHECK },
    });
    const early = await joinedStudent(ctx, later);
    const ended = await createClass(teacher, { options: { paycheckMinor: PAYCHECK } });
    const late = await joinedStudent(ctx, ended);
    await db().update(games).set({ endsAt: nextWeek() }).where(eq(games.id, ended.id));

    await createPaychecks(db()).payWeek(nextWeek());
    expect((await portfolioOf(db(), removed.id, running.id)).cashMinor).toBe(1_000_000);
    expect((await portfolioOf(db(), early.id, later.id)).cashMinor).toBe(1_000_000);
    expect((await portfolioOf(db(), late.id, ended.id)).cashMinor).toBe(1_000_000);
  });
});

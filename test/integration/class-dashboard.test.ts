// The teacher's dashboard of a class through the API (docs/rules.md#classes): each student's
// trades, reasons, holdings and figures after real orders, the class board's order, the CSV
// (safe to open in a spreadsheet), a student's trades with reasons, and removing a student, whose
// resting orders are cancelled through the money path. Only the class's teacher sees any of it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekStart } from '#core/competition/week';
import { CSV_BOM } from '#core/csv';
import { classDashboardSchema, studentTradesSchema, type ClassSummary } from '#core/schemas/classes';
import { DEFAULT_SETTINGS } from '#core/schemas/profile';
import { checkConsistency } from '../../server/db/consistency';
import { companies, orders, profiles } from '../../server/db/schema';
import { ledgerBalance } from '../../server/modules/ledger';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createClass, joinedStudent, signUpTeacher } from '../support/classes';
import { createCompany } from '../support/factories';
import { holdingOf, portfolioOf } from '../support/portfolios';
import { finishedLine, insertFinishedLines } from '../support/standings';
import { createTestContext, type TestContext } from '../support/test-database';
import { json, refused } from '../support/responses';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

const dashboardOf = async (teacher: SignedUpUser, klass: ClassSummary) =>
  classDashboardSchema.parse(await json(await teacher.client.get(`/api/classes/${klass.id}/students`)));
const tradesOf = async (teacher: SignedUpUser, klass: ClassSummary, student: SignedUpUser) =>
  studentTradesSchema.parse(
    await json(await teacher.client.get(`/api/classes/${klass.id}/students/${student.id}/trades`)),
  ).trades;
const remove = (teacher: SignedUpUser, klass: ClassSummary, userId: string) =>
  teacher.client.request(`/api/classes/${klass.id}/students/${userId}`, { method: 'DELETE' });

async function order(student: SignedUpUser, klass: ClassSummary, body: Record<string, unknown>) {
  return json(await student.client.post('/api/orders', { game: klass.id, ...body }), 201);
}

describe("a class's dashboard", () => {
  it("shows a student's trades, reasons, holdings, cash, value and gain after market orders", async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher, { startingCashMinor: 1_000_000 });
    const acme = await createCompany(db(), { currentPriceMinor: 10_000 });
    const bolt = await createCompany(db(), { currentPriceMinor: 5_000 });
    const student = await joinedStudent(ctx, klass);
    const idle = await joinedStudent(ctx, klass);

    // 4 Acme at the ask 10,025 = 40,100; 10 Bolt at 5,025 = 50,250; 1 Acme sold at the bid 9,975.
    await order(student, klass, { companyId: acme.id, side: 'buy', quantity: 4, reason: 'Strong earnings' });
    await order(student, klass, { companyId: bolt.id, side: 'buy', quantity: 10 });
    await order(student, klass, { companyId: acme.id, side: 'sell', quantity: 1, reason: 'Taking profit' });
    await db().update(companies).set({ currentPriceMinor: 12_000 }).where(eq(companies.id, acme.id));

    const { class: summary, students } = await dashboardOf(teacher, klass);
    expect(summary).toMatchObject({ id: klass.id, name: klass.name });
    expect(students.map((s) => s.userId).sort()).toEqual([student.id, idle.id].sort());
    const line = students.find((s) => s.userId === student.id)!;
    // Cash 1,000,000 - 40,100 - 50,250 + 9,975 = 919,625; holdings 3 x 12,000 + 10 x 5,000 = 86,000.
    expect(line).toMatchObject({
      username: student.username,
      // The teacher knows a student by the full name given at sign-up (docs/rules.md#privacy).
      name: (await db().select().from(profiles).where(eq(profiles.userId, student.id)))[0]!.fullName,
      issued: false,
      trades: 3,
      reasons: 2,
      lastReason: 'Taking profit',
      holdings: [
        { symbol: bolt.symbol, quantity: 10, valueMinor: 50_000 },
        { symbol: acme.symbol, quantity: 3, valueMinor: 36_000 },
      ],
      cashMinor: 919_625,
      valueMinor: 1_005_625,
      // 1,005,625 - 1,000,000 granted; 5,625 / 1,000,000 = 56.25 bp.
      gainMinor: 5_625,
      gainBp: 56,
      score: null,
      rank: null,
      companies: 2,
      // 50,000 / 1,005,625 = 497.2 bp.
      maxPositionBp: 497,
    });
    expect(Date.parse(line.lastActiveAt!)).toBeGreaterThanOrEqual(Date.parse(line.joinedAt));
    expect(students.find((s) => s.userId === idle.id)).toMatchObject({
      trades: 0,
      reasons: 0,
      lastReason: null,
      holdings: [],
      cashMinor: 1_000_000,
      valueMinor: 1_000_000,
      gainMinor: 0,
      gainBp: 0,
      companies: 0,
      maxPositionBp: 0,
    });

    const trades = await tradesOf(teacher, klass, student);
    expect(trades.map((t) => [t.companySymbol, t.side, t.quantity, t.pricePerShareMinor, t.reason])).toEqual([
      [acme.symbol, 'sell', 1, 9_975, 'Taking profit'],
      [bolt.symbol, 'buy', 10, 5_025, null],
      [acme.symbol, 'buy', 4, 10_025, 'Strong earnings'],
    ]);
    expect(trades[2]).toMatchObject({ companyName: acme.name, totalAmountMinor: 40_100 });
    expect(await tradesOf(teacher, klass, idle)).toEqual([]);
  });

  it("lists students by this week's rank on the class board, the unranked last by name", async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher);
    const [first, second, zed, amy] = [
      await joinedStudent(ctx, klass),
      await joinedStudent(ctx, klass),
      await joinedStudent(ctx, klass),
      await joinedStudent(ctx, klass),
    ];
    // The teacher knows them by their full names.
    for (const [student, fullName] of [
      [zed, 'Zed'],
      [amy, 'Amy'],
    ] as const) {
      await db().update(profiles).set({ fullName }).where(eq(profiles.userId, student.id));
    }
    const portfolioIdOf = async (s: SignedUpUser) => (await portfolioOf(db(), s.id, klass.id)).id;
    const week = weekStart(new Date());
    await insertFinishedLines(db(), [
      finishedLine({
        portfolioId: await portfolioIdOf(second),
        gameId: klass.id,
        weekStart: week,
        rank: 2,
        score: 0.5,
      }),
      finishedLine({
        portfolioId: await portfolioIdOf(first),
        gameId: klass.id,
        weekStart: week,
        rank: 1,
        score: 1.25,
      }),
    ]);
    const { students } = await dashboardOf(teacher, klass);
    expect(students.map((s) => [s.userId, s.rank, s.score])).toEqual([
      [first.id, 1, 1.25],
      [second.id, 2, 0.5],
      [amy.id, null, null],
      [zed.id, null, null],
    ]);
  });
});

describe('who may read or change it', () => {
  it('refuses a student (403) and another teacher (404), and hides students of other classes', async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher);
    const student = await joinedStudent(ctx, klass);
    const other = await signUpTeacher(ctx);
    const otherClass = await createClass(other);
    const outsider = await joinedStudent(ctx, otherClass);
    const paths = [
      `/api/classes/${klass.id}/students`,
      `/api/classes/${klass.id}/students.csv`,
      `/api/classes/${klass.id}/students/${student.id}/trades`,
    ];

    for (const path of paths) {
      await refused(await student.client.get(path), 403, 'teacher_only');
      await refused(await other.client.get(path), 404, 'class_not_found');
    }
    await refused(await remove(student, klass, student.id), 403, 'teacher_only');
    await refused(await remove(other, klass, student.id), 404, 'class_not_found');
    // The teacher's own class, but a student of another class or nobody at all.
    await refused(
      await teacher.client.get(`/api/classes/${klass.id}/students/${outsider.id}/trades`),
      404,
      'not_found',
    );
    await refused(await remove(teacher, klass, outsider.id), 404, 'not_found');
    await refused(await remove(teacher, klass, teacher.id), 404, 'not_found');
    const stranger = await signUpByEmail(ctx);
    await refused(
      await teacher.client.get(`/api/classes/${klass.id}/students/${stranger.id}/trades`),
      404,
      'not_found',
    );

    expect((await dashboardOf(teacher, klass)).students.map((s) => s.userId)).toEqual([student.id]);
    expect((await portfolioOf(db(), outsider.id, otherClass.id)).leftAt).toBeNull();
  });
});

describe('the CSV', () => {
  it("has a BOM, the header and the student's row, with a formula name and reason made inert", async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher, { name: 'Class 7B: Économie!' });
    const acme = await createCompany(db(), { currentPriceMinor: 10_000 });
    const student = await joinedStudent(ctx, klass);
    const name = '=HYPERLINK("http://evil.example","Click")';
    // Settings refuse a display name with a link now; one stored before must still be inert here.
    await refused(
      await student.client.request('/api/me/settings', {
        method: 'PUT',
        json: { ...DEFAULT_SETTINGS, displayName: name },
      }),
      400,
      'display_name_not_allowed',
    );
    // The teacher reads the full name, which sign-up checks less: a formula there is made inert too.
    await db().update(profiles).set({ fullName: name }).where(eq(profiles.userId, student.id));
    await order(student, klass, { companyId: acme.id, side: 'buy', quantity: 2, reason: '+cheap, "really"' });

    const res = await teacher.client.get(`/api/classes/${klass.id}/students.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="class-7b-economie-students.csv"; filename*=UTF-8''class-7b-economie-students.csv`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'student,username,login,last active,trades,reasons,cash,value,gain,return %,Bolts Score,rank,companies,largest position %,lessons,holdings,latest reason',
    );
    // 2 at the ask 10,025: cash 979,950, value 999,950, gain -50 (-0.5 bp rounds to 0).
    expect(lines[1]).toMatch(
      new RegExp(
        `^"'=HYPERLINK\\(""http://evil\\.example"",""Click""\\)",${student.username},own,\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ,1,1,` +
          `9799\\.50,9999\\.50,-0\\.50,0\\.00,,,1,2\\.00,0,${acme.symbol} 2,"'\\+cheap, ""really"""$`,
      ),
    );
    expect(lines.slice(2)).toEqual(['']);
  });

  it('names the file for a class name in any script, and has only the header for a class with no students', async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher, { name: 'כיתה ז׳ 2' });
    const res = await teacher.client.get(`/api/classes/${klass.id}/students.csv`);
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="class-students.csv"; filename*=UTF-8''${encodeURIComponent('כיתה-ז-2')}-students.csv`,
    );
    expect((await res.text()).split('\r\n')).toHaveLength(2);
  });
});

describe('removing a student', () => {
  it('cancels their resting orders with reservations back, keeps their money and drops them from the class', async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher, { startingCashMinor: 1_000_000 });
    const acme = await createCompany(db(), { currentPriceMinor: 10_000 });
    const student = await joinedStudent(ctx, klass);
    const stays = await joinedStudent(ctx, klass);
    // 2 Acme at 10,025 = 20,050; a buy of 5 resting at 9,000 reserves 45,000; a sell of 2 at 20,000 reserves the shares.
    await order(student, klass, { companyId: acme.id, side: 'buy', quantity: 2 });
    await order(student, klass, {
      companyId: acme.id,
      side: 'buy',
      quantity: 5,
      type: 'limit',
      limitPriceMinor: 9_000,
    });
    await order(student, klass, {
      companyId: acme.id,
      side: 'sell',
      quantity: 2,
      type: 'limit',
      limitPriceMinor: 20_000,
    });
    const before = await portfolioOf(db(), student.id, klass.id);
    expect(before).toMatchObject({ cashMinor: 979_950, reservedMinor: 45_000 });
    expect(await holdingOf(db(), before.id, acme.id)).toMatchObject({ quantity: 2, reservedQuantity: 2 });

    expect((await remove(teacher, klass, student.id)).status).toBe(204);

    const after = await portfolioOf(db(), student.id, klass.id);
    expect(after).toMatchObject({ cashMinor: 979_950, reservedMinor: 0 });
    expect(after.leftAt).toBeInstanceOf(Date);
    expect(await holdingOf(db(), before.id, acme.id)).toMatchObject({ quantity: 2, reservedQuantity: 0 });
    const statuses = await db()
      .select({ status: orders.status, reservedMinor: orders.reservedMinor })
      .from(orders)
      .where(and(eq(orders.portfolioId, before.id), eq(orders.type, 'limit')));
    expect(statuses).toEqual([
      { status: 'cancelled', reservedMinor: 0 },
      { status: 'cancelled', reservedMinor: 0 },
    ]);
    expect(await ledgerBalance(db(), before.id)).toBe(979_950);
    expect((await checkConsistency(db())).filter((r) => r.count > 0)).toEqual([]);

    expect((await dashboardOf(teacher, klass)).students.map((s) => s.userId)).toEqual([stays.id]);
    await refused(await teacher.client.get(`/api/classes/${klass.id}/students/${student.id}/trades`), 404, 'not_found');
    await refused(await remove(teacher, klass, student.id), 404, 'not_found');
    expect((await portfolioOf(db(), stays.id, klass.id)).leftAt).toBeNull();
  });
});

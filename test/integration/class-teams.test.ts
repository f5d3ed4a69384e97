// A class's teams through the API (docs/rules.md#classes): the teacher makes teams and puts each
// student in one; the dashboard's team standings rank teams by the mean of their members' values.
// Only the class's teacher manages them, and only with the class's own teams and students.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classDashboardSchema, shareOutResultSchema, teamBoardSchema, type ClassSummary } from '#core/schemas/classes';
import { portfolios } from '../../server/db/schema';
import type { SignedUpUser } from '../support/accounts';
import { createClass, joinedStudent, signUpTeacher } from '../support/classes';
import { createCompany } from '../support/factories';
import { json, refused } from '../support/responses';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
let companyId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await createCompany(db(), { currentPriceMinor: 10_000 })).id;
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

const makeTeam = async (teacher: SignedUpUser, klass: ClassSummary, name: string) =>
  (await json(await teacher.client.post(`/api/classes/${klass.id}/teams`, { name }), 201)) as { id: string };
const place = (teacher: SignedUpUser, klass: ClassSummary, student: SignedUpUser, teamId: string | null) =>
  teacher.client.request(`/api/classes/${klass.id}/students/${student.id}/team`, {
    method: 'PUT',
    json: { teamId },
  });
const shareOut = async (teacher: SignedUpUser, klass: ClassSummary) =>
  shareOutResultSchema.parse(await json(await teacher.client.post(`/api/classes/${klass.id}/teams/share-out`, {})));
const teamBoardOf = (reader: SignedUpUser, klass: ClassSummary) => reader.client.get(`/api/team-boards/${klass.id}`);
const teamMode = { options: { teamMode: true } };
const editable = (k: ClassSummary) => ({
  name: k.name,
  startsOn: k.startsOn,
  endsOn: k.endsOn,
  startingCashMinor: k.startingCashMinor,
});
const dashboardOf = async (teacher: SignedUpUser, klass: ClassSummary) =>
  classDashboardSchema.parse(await json(await teacher.client.get(`/api/classes/${klass.id}/students`)));

describe('teams', () => {
  it("rank by the mean of their members' values, and a student belongs to one team at a time", async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher, teamMode);
    const [a, b, c] = [
      await joinedStudent(ctx, klass),
      await joinedStudent(ctx, klass),
      await joinedStudent(ctx, klass),
    ];
    const lions = await makeTeam(teacher, klass, 'Lions');
    const owls = await makeTeam(teacher, klass, 'Owls');
    for (const [student, team] of [
      [a, lions],
      [b, lions],
      [c, owls],
    ] as const)
      expect((await place(teacher, klass, student, team.id)).status).toBe(204);
    // One Lion buys at the spread: the Lions' mean value drops below the Owls' 10,000.
    await json(await a.client.post('/api/orders', { companyId, side: 'buy', quantity: 10, game: klass.id }), 201);

    const board = await dashboardOf(teacher, klass);
    expect(board.teams.map((t) => [t.name, t.members])).toEqual([
      ['Owls', 1],
      ['Lions', 2],
    ]);
    const values = Object.fromEntries(board.students.map((s) => [s.userId, s.valueMinor]));
    const lionsLine = board.teams.find((t) => t.name === 'Lions')!;
    expect(lionsLine.meanValueMinor).toBe(Math.round((values[a.id]! + values[b.id]!) / 2));
    expect(board.teams.find((t) => t.name === 'Owls')!.meanValueMinor).toBe(1_000_000);
    expect(board.students.find((s) => s.userId === a.id)!.teamId).toBe(lions.id);

    // Moving a student, then out of every team.
    expect((await place(teacher, klass, b, owls.id)).status).toBe(204);
    expect((await place(teacher, klass, c, null)).status).toBe(204);
    const after = await dashboardOf(teacher, klass);
    expect(after.teams.map((t) => [t.name, t.members])).toEqual([
      ['Owls', 1],
      ['Lions', 1],
    ]);
    // Deleting a team leaves its members without one.
    expect(
      (await teacher.client.request(`/api/classes/${klass.id}/teams/${owls.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    const [row] = await db().select({ teamId: portfolios.teamId }).from(portfolios).where(eq(portfolios.userId, b.id));
    expect(row!.teamId).toBeNull();
  });

  it("refuses a team name the class has, another class's team, and anyone but the class's teacher", async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher, teamMode);
    const student = await joinedStudent(ctx, klass);
    const team = await makeTeam(teacher, klass, 'Lions');
    await refused(
      await teacher.client.post(`/api/classes/${klass.id}/teams`, { name: ' lions ' }),
      409,
      'team_name_taken',
    );
    await refused(await teacher.client.post(`/api/classes/${klass.id}/teams`, { name: '' }), 400, 'validation_failed');

    const other = await createClass(teacher, teamMode);
    const elsewhere = await makeTeam(teacher, other, 'Owls');
    await refused(await place(teacher, klass, student, elsewhere.id), 404, 'team_not_found');
    // Someone who is not in the class is no student of it.
    const stranger = await joinedStudent(ctx, other);
    await refused(await place(teacher, klass, stranger, team.id), 404, 'not_found');

    await refused(await student.client.post(`/api/classes/${klass.id}/teams`, { name: 'Mine' }), 403, 'teacher_only');
    const otherTeacher = await signUpTeacher(ctx);
    await refused(await place(otherTeacher, klass, student, team.id), 404, 'class_not_found');
    await refused(
      await otherTeacher.client.request(`/api/classes/${klass.id}/teams/${team.id}`, { method: 'DELETE' }),
      404,
      'class_not_found',
    );
    expect((await dashboardOf(teacher, klass)).teams.map((t) => t.name)).toEqual(['Lions']);
  });

  it('are only for a class played in teams', async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher);
    const student = await joinedStudent(ctx, klass);
    await refused(await teacher.client.post(`/api/classes/${klass.id}/teams`, { name: 'Lions' }), 409, 'team_mode_off');
    await refused(await teacher.client.post(`/api/classes/${klass.id}/teams/share-out`, {}), 409, 'team_mode_off');
    expect(teamBoardSchema.parse(await json(await teamBoardOf(student, klass)))).toEqual({ teams: [], myTeamId: null });
    // Nor does the CSV of a class without teams have a team column.
    const csv = await (await teacher.client.get(`/api/classes/${klass.id}/students.csv`)).text();
    expect(csv.split('\r\n')[0]!.endsWith(',latest reason')).toBe(true);
  });

  it('share out the students without a team evenly, and leave the placed ones where they are', async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher, teamMode);
    const students = [];
    for (let i = 0; i < 7; i++) students.push(await joinedStudent(ctx, klass));
    const lions = await makeTeam(teacher, klass, 'Lions');
    const owls = await makeTeam(teacher, klass, 'Owls');
    const foxes = await makeTeam(teacher, klass, 'Foxes');
    expect((await place(teacher, klass, students[0]!, lions.id)).status).toBe(204);
    expect((await place(teacher, klass, students[1]!, lions.id)).status).toBe(204);
    // A removed student is no one to place.
    const removed = await joinedStudent(ctx, klass);
    expect(
      (await teacher.client.request(`/api/classes/${klass.id}/students/${removed.id}`, { method: 'DELETE' })).status,
    ).toBe(204);

    expect(await shareOut(teacher, klass)).toEqual({ placed: 5 });
    const board = await dashboardOf(teacher, klass);
    expect(board.teams.map((t) => t.members).sort()).toEqual([2, 2, 3]);
    expect(board.students.every((s) => s.teamId !== null)).toBe(true);
    for (const s of students.slice(0, 2)) expect(board.students.find((b) => b.userId === s.id)!.teamId).toBe(lions.id);
    expect(new Set(board.students.map((s) => s.teamId))).toEqual(new Set([lions.id, owls.id, foxes.id]));
    // Once everyone has a team there is no one left to place.
    expect(await shareOut(teacher, klass)).toEqual({ placed: 0 });
    await refused(await students[2]!.client.post(`/api/classes/${klass.id}/teams/share-out`, {}), 403, 'teacher_only');
  });

  it("show players the standings and their own team, not another class's, not on a hidden board", async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher, teamMode);
    const [a, b] = [await joinedStudent(ctx, klass), await joinedStudent(ctx, klass)];
    const lions = await makeTeam(teacher, klass, 'Lions');
    await makeTeam(teacher, klass, 'Owls');
    expect((await place(teacher, klass, a, lions.id)).status).toBe(204);

    const seen = teamBoardSchema.parse(await json(await teamBoardOf(a, klass)));
    expect(seen.myTeamId).toBe(lions.id);
    expect(seen.teams.map((t) => [t.name, t.members, t.meanValueMinor])).toEqual([
      ['Lions', 1, 1_000_000],
      ['Owls', 0, 0],
    ]);
    expect(teamBoardSchema.parse(await json(await teamBoardOf(b, klass))).myTeamId).toBeNull();
    // The teacher reads it too; a student of another class gets the 404 of no such game.
    expect(teamBoardSchema.parse(await json(await teamBoardOf(teacher, klass))).teams).toHaveLength(2);
    const other = await createClass(await signUpTeacher(ctx), teamMode);
    await refused(await teamBoardOf(await joinedStudent(ctx, other), klass), 404, 'game_not_found');

    // The CSV carries each student's team.
    const csv = (await (await teacher.client.get(`/api/classes/${klass.id}/students.csv`)).text()).split('\r\n');
    expect(csv[0]!.endsWith(',latest reason,team')).toBe(true);
    expect(csv.find((line) => line.includes(`,${a.username},`))!.endsWith(',Lions')).toBe(true);

    // A class that hides its board from students hides its team standings too.
    const hidden = await json(
      await teacher.client.request(`/api/classes/${klass.id}`, {
        method: 'PATCH',
        json: { ...editable(klass), options: { ...klass.options, boardVisible: false } },
      }),
    );
    expect(hidden.options.boardVisible).toBe(false);
    await refused(await teamBoardOf(a, klass), 403, 'board_hidden');
    expect((await teamBoardOf(teacher, klass)).status).toBe(200);
  });
});

// Class games for integration tests (docs/rules.md#classes): a teacher, a class of theirs, and a
// student joined to it, each made through the API the way a real teacher and student would.
import { expect } from 'vitest';
import {
  classSummarySchema,
  type IssuedLogin,
  DEFAULT_CLASS_OPTIONS,
  type ClassInput,
  type ClassOptions,
  type ClassSummary,
} from '#core/schemas/classes';
import { signUpByEmail, type SignedUpUser } from './accounts';
import { sessionClient } from './session-client';
import type { TestContext } from './test-database';

const DAY_MS = 24 * 60 * 60_000;
/** The day `offsetDays` from today, as a class's dates are written (YYYY-MM-DD). */
export const classDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** A class running from yesterday for a month, starting with 10,000 Bolts: override what a case is about. */
export const classInput = (
  overrides: Partial<Omit<ClassInput, 'options'>> & { options?: Partial<ClassOptions> } = {},
): ClassInput => ({
  name: 'Class 7B',
  startsOn: classDay(-1),
  endsOn: classDay(30),
  startingCashMinor: 1_000_000,
  ...overrides,
  options: { ...DEFAULT_CLASS_OPTIONS, ...overrides.options },
});

export async function signUpTeacher(ctx: TestContext): Promise<SignedUpUser> {
  const user = await signUpByEmail(ctx);
  const res = await user.client.post('/api/me/teacher');
  expect(res.status, await res.clone().text()).toBe(200);
  return user;
}

export async function createClass(
  teacher: SignedUpUser,
  overrides: Parameters<typeof classInput>[0] = {},
): Promise<ClassSummary> {
  const res = await teacher.client.post('/api/classes', classInput(overrides));
  expect(res.status, await res.clone().text()).toBe(201);
  return classSummarySchema.parse(await res.json());
}

/** A new student who joined the class with its code. */
export async function joinedStudent(ctx: TestContext, klass: ClassSummary): Promise<SignedUpUser> {
  const student = await signUpByEmail(ctx);
  const res = await student.client.post('/api/join', { code: klass.joinCode });
  expect(res.status, await res.clone().text()).toBe(200);
  return student;
}

/** A student the teacher issued a login to (the name typed by the teacher), signed in with it. */
export async function issuedLoginStudent(
  ctx: TestContext,
  teacher: SignedUpUser,
  klass: ClassSummary,
  name: string,
): Promise<SignedUpUser> {
  const res = await teacher.client.post(`/api/classes/${klass.id}/logins`, { names: [name] });
  expect(res.status, await res.clone().text()).toBe(201);
  const [login] = ((await res.json()) as { logins: IssuedLogin[] }).logins;
  const client = sessionClient(ctx);
  const signedIn = await client.post('/api/auth/sign-in/username', {
    username: login!.username,
    password: login!.password,
  });
  expect(signedIn.status, await signedIn.clone().text()).toBe(200);
  return { client, id: login!.userId, email: '', username: login!.username };
}

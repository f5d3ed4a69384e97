// Lessons through the API (docs/rules.md#learning): anyone reads them, in their language, never
// with the answer key; a signed-in player's answers are checked on the server, the first finishes
// the lesson and earns its XP once, and the best score is kept. An account waiting for a parent's
// consent may still learn.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XP } from '#core/competition/xp';
import { lessonListSchema, lessonSchema, quizResultSchema } from '#core/schemas/learn';
import { lessonCompletions } from '../../server/db/schema';
import { allLessons } from '../../server/modules/learn';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { json, refused } from '../support/responses';
import { sessionClient } from '../support/session-client';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const first = () => allLessons()[0]!;
const key = (id: string) =>
  allLessons()
    .find((l) => l.meta.id === id)!
    .meta.quiz.map((q) => q.answer);
const xpOf = async (user: SignedUpUser) =>
  ((await json(await user.client.get('/api/me/progress'))) as { xp: number }).xp;
const answer = (user: SignedUpUser, id: string, answers: number[], lang = 'en') =>
  user.client.post(`/api/lessons/${id}/answers`, { answers, lang });

describe('reading lessons', () => {
  it('lists every lesson in order for a visitor, in the asked language, none done', async () => {
    const visitor = sessionClient(ctx);
    const list = lessonListSchema.parse(await json(await visitor.get('/api/lessons?lang=he')));
    expect(list.lessons.map((l) => l.id)).toEqual(allLessons().map((l) => l.meta.id));
    expect(list.lessons.length).toBeGreaterThanOrEqual(20);
    expect(list.lessons[0]!.title).toBe(first().text.he.title);
    expect(list.lessons.every((l) => !l.done && l.correct === null)).toBe(true);
    expect(list.xpPerLesson).toBe(XP.lesson);
    // An unknown language reads in English.
    const english = lessonListSchema.parse(await json(await visitor.get('/api/lessons?lang=xx')));
    expect(english.lessons[0]!.title).toBe(first().text.en.title);
  });

  it('sends a lesson without its answer key, with the next lesson, and 404 for no such lesson', async () => {
    const visitor = sessionClient(ctx);
    const res = await visitor.get(`/api/lessons/${first().meta.id}?lang=es`);
    const raw = (await json(res)) as Record<string, unknown>;
    expect(JSON.stringify(raw.quiz)).not.toMatch(/"answer"|explanation/);
    const lesson = lessonSchema.parse(raw);
    expect(lesson.screens).toEqual(first().text.es.screens);
    expect(lesson.quiz.map((q) => q.options.length)).toEqual(first().meta.quiz.map((q) => q.options));
    expect(lesson.nextId).toBe(allLessons()[1]!.meta.id);
    const last = allLessons().at(-1)!;
    expect(lessonSchema.parse(await json(await visitor.get(`/api/lessons/${last.meta.id}`))).nextId).toBeNull();
    await refused(await visitor.get('/api/lessons/no-such-lesson'), 404, 'lesson_not_found');
  });
});

describe('answering a quiz', () => {
  it('says what was right and why, finishes the lesson and pays its XP once, keeping the best score', async () => {
    const player = await signUpByEmail(ctx);
    const id = first().meta.id;
    const right = key(id);
    const wrongFirst = [(right[0]! + 1) % first().meta.quiz[0]!.options, right[1]!];
    const before = await xpOf(player);

    const result = quizResultSchema.parse(await json(await answer(player, id, wrongFirst, 'he')));
    expect(result.results.map((r) => r.right)).toEqual([false, true]);
    expect(result.results.map((r) => r.answer)).toEqual(right);
    expect(result.results[0]!.explanation).toBe(first().text.he.quiz[0]!.explanation);
    expect(result).toMatchObject({ correct: 1, xpGained: XP.lesson });
    // The first lesson of the day also does the daily lesson quest (docs/rules.md#habits).
    expect(await xpOf(player)).toBe(before + XP.lesson + XP.quest);

    // Again, all right: no more XP, and the best score is kept.
    expect(quizResultSchema.parse(await json(await answer(player, id, right)))).toMatchObject({
      correct: 2,
      xpGained: 0,
    });
    await answer(player, id, wrongFirst);
    expect(await xpOf(player)).toBe(before + XP.lesson + XP.quest);
    const list = lessonListSchema.parse(await json(await player.client.get('/api/lessons')));
    expect(list.lessons.find((l) => l.id === id)).toMatchObject({ done: true, correct: 2 });
    expect(list.lessons.filter((l) => l.done)).toHaveLength(1);
  });

  it('refuses answers that do not fit the quiz, and records nothing for them', async () => {
    const player = await signUpByEmail(ctx);
    const id = first().meta.id;
    await refused(await answer(player, id, [0]), 400, 'validation_failed');
    await refused(await answer(player, id, [0, 1, 2]), 400, 'validation_failed');
    await refused(await answer(player, id, [first().meta.quiz[0]!.options, 0]), 400, 'validation_failed');
    await refused(await answer(player, id, [-1, 0]), 400, 'validation_failed');
    await refused(await answer(player, 'no-such-lesson', [0, 0]), 404, 'lesson_not_found');
    await refused(
      await sessionClient(ctx).post(`/api/lessons/${id}/answers`, { answers: [0, 0] }),
      401,
      'unauthorized',
    );
    const rows = await ctx.database.db.select().from(lessonCompletions).where(eq(lessonCompletions.userId, player.id));
    expect(rows).toEqual([]);
  });

  it('is open to an account waiting for a parent, which still cannot trade', async () => {
    const child = await signUpByEmail(ctx, {
      birthYear: new Date().getUTCFullYear() - 11,
      parentEmail: `parent_${Date.now()}@test.example`,
    });
    expect((await answer(child, first().meta.id, key(first().meta.id))).status).toBe(200);
    await refused(
      await child.client.post('/api/orders', { companyId: crypto.randomUUID(), side: 'buy', quantity: 1 }),
      403,
      'consent_pending',
    );
  });
});

// Habits through the API and the job (docs/rules.md#habits): today's three quests, done once a day
// each, XP through the player's progress; claims the server can check are checked; the streak
// counts days in a row with a freeze for one gap; the evening reminder comes once; the friend
// streak needs a friend; nobody reads another player's habits.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XP } from '#core/competition/xp';
import { habitsSchema, type Habits } from '#core/schemas/habits';
import type { NotificationInput, Notifier } from '#core/notifications/types';
import { holdings } from '../../server/db/schema';
import { allLessons } from '../../server/modules/learn';
import { createHabitsRepo, createHabitsService, createStreakRiskJob } from '../../server/modules/habits';
import { createRateLimits } from '../../server/lib/rate-limit';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany, createNews } from '../support/factories';
import { portfolioOf } from '../support/portfolios';
import { json, refused } from '../support/responses';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext & Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const habitsOf = async (user: SignedUpUser): Promise<Habits> =>
  habitsSchema.parse(await json(await user.client.get('/api/habits')));
const xpOf = async (user: SignedUpUser) =>
  ((await json(await user.client.get('/api/me/progress'))) as { xp: number }).xp;
const complete = (user: SignedUpUser, questId: string, body: object = {}) =>
  user.client.post(`/api/quests/${questId}/complete`, body);
const pick = (user: SignedUpUser, friendId: string | null) =>
  user.client.request('/api/habits/friend', { method: 'PUT', json: { friendId } });

async function befriend(a: SignedUpUser, b: SignedUpUser) {
  await json(await a.client.post('/api/friends/requests', { username: b.username }));
  const overview = (await json(await b.client.get('/api/friends'))) as {
    incoming: { id: string; person: { userId: string } }[];
  };
  const request = overview.incoming.find((r) => r.person.userId === a.id)!;
  await json(await b.client.post(`/api/friends/requests/${request.id}/accept`));
}

async function hold(user: SignedUpUser) {
  const company = await createCompany(ctx.database.db);
  const portfolio = await portfolioOf(ctx.database.db, user.id);
  await ctx.database.db
    .insert(holdings)
    .values({ portfolioId: portfolio.id, companyId: company.id, quantity: 3, totalCostMinor: 30_000 });
  return company;
}

/** A player whose quests today include `quest` (the draw is the player's and the day's). */
async function playerWithQuest(quest: string, setUp: (user: SignedUpUser) => Promise<unknown>) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const user = await signUpByEmail(ctx);
    await setUp(user);
    if ((await habitsOf(user)).quests.some((q) => q.id === quest)) return user;
  }
  throw new Error(`no player drew ${quest}`);
}

const firstLesson = () => allLessons()[0]!;
const rightAnswers = () => firstLesson().meta.quiz.map((q) => q.answer);

describe("today's quests", () => {
  it('a new player has three learning quests, none done, no streak', async () => {
    const player = await signUpByEmail(ctx);
    const habits = await habitsOf(player);
    expect(habits.quests.map((q) => q.id)).toEqual(['finish_lesson', 'learn_term', 'check_vs_index']);
    expect(habits.quests.every((q) => !q.done && q.xp === XP.quest)).toBe(true);
    expect(habits.streak).toMatchObject({ current: 0, best: 0, freezes: 0, atRisk: false });
    expect(habits.timeZone).toBe('UTC');
    expect(habits.friend).toBeNull();
  });

  it('finishing a lesson completes the lesson quest and adds its XP once, and starts the streak', async () => {
    const player = await signUpByEmail(ctx);
    const before = await xpOf(player);
    const id = firstLesson().meta.id;
    await json(await player.client.post(`/api/lessons/${id}/answers`, { answers: rightAnswers(), lang: 'he' }));
    await json(await player.client.post(`/api/lessons/${id}/answers`, { answers: rightAnswers(), lang: 'he' }));
    expect(await xpOf(player)).toBe(before + XP.lesson + XP.quest);
    const habits = await habitsOf(player);
    expect(habits.quests.find((q) => q.id === 'finish_lesson')!.done).toBe(true);
    expect(habits.streak).toMatchObject({ current: 1, best: 1, atRisk: false, doneToday: true });
    // The browser cannot claim it: the server records it when it happens.
    await refused(await complete(player, 'finish_lesson'), 409, 'quest_not_claimable');
  });

  it('a browser quest counts once a day, with its XP once', async () => {
    const player = await signUpByEmail(ctx);
    const before = await xpOf(player);
    habitsSchema.parse(await json(await complete(player, 'learn_term')));
    const again = habitsSchema.parse(await json(await complete(player, 'learn_term')));
    expect(again.quests.find((q) => q.id === 'learn_term')!.done).toBe(true);
    expect(again.streak.current).toBe(1);
    expect(await xpOf(player)).toBe(before + XP.quest);
  });

  it("refuses a quest that is not one of today's three, and an unknown one", async () => {
    const player = await signUpByEmail(ctx);
    // A player without shares is never offered the held-company quests.
    await refused(await complete(player, 'check_diversification'), 409, 'quest_not_today');
    await refused(await complete(player, 'read_news_held', {}), 409, 'quest_not_today');
    await refused(await complete(player, 'make_ten_trades'), 400, 'validation_failed');
    expect((await habitsOf(player)).streak.current).toBe(0);
  });

  it('refuses a read_news_held claim about a company the player does not hold', async () => {
    const held = new Map<string, string>();
    const player = await playerWithQuest('read_news_held', async (user) => held.set(user.id, (await hold(user)).id));
    const other = await createCompany(ctx.database.db);
    const elsewhere = await createNews(ctx.database.db, other.id);
    await refused(await complete(player, 'read_news_held', { newsId: elsewhere.id }), 409, 'news_not_held');
    await refused(await complete(player, 'read_news_held'), 400, 'validation_failed');
    await refused(
      await complete(player, 'read_news_held', { newsId: '00000000-0000-4000-8000-000000000000' }),
      404,
      'not_found',
    );
    expect((await habitsOf(player)).streak.current).toBe(0);
    const about = await createNews(ctx.database.db, held.get(player.id)!);
    const done = habitsSchema.parse(await json(await complete(player, 'read_news_held', { newsId: about.id })));
    expect(done.quests.find((q) => q.id === 'read_news_held')!.done).toBe(true);
  });
});

describe('the streak over days', () => {
  const progress = { changed: () => {}, refreshIfDue: async () => {} };
  const serviceAt = (at: string) =>
    createHabitsService({
      repo: createHabitsRepo(ctx.database.db),
      progress,
      limits: createRateLimits(ctx.database.db, { enabled: false }),
      now: () => new Date(at),
    });
  const dayOf = (day: string) => serviceAt(`${day}T12:00:00Z`);

  it('counts days in a row; a freeze earned by all three covers one missed day; two break it', async () => {
    const player = await signUpByEmail(ctx);
    // Monday 2030-01-07: all three quests (one freeze earned), then Tuesday.
    await dayOf('2030-01-07').lessonFinished(player.id);
    await dayOf('2030-01-07').complete(player.id, 'learn_term', {});
    const monday = await dayOf('2030-01-07').complete(player.id, 'check_vs_index', {});
    expect(monday.streak).toMatchObject({ current: 1, freezes: 1 });
    expect((await dayOf('2030-01-08').complete(player.id, 'learn_term', {})).streak).toMatchObject({
      current: 2,
      freezes: 1,
    });
    // Wednesday missed: Thursday reads the streak alive (the freeze will cover it), at risk.
    expect((await dayOf('2030-01-10').view(player.id)).streak).toMatchObject({ current: 2, atRisk: true });
    expect((await dayOf('2030-01-10').complete(player.id, 'learn_term', {})).streak).toMatchObject({
      current: 3,
      freezes: 0,
    });
    // Friday and Saturday missed: Sunday reads it broken, and a quest starts again at one.
    expect((await dayOf('2030-01-13').view(player.id)).streak).toMatchObject({ current: 0, best: 3 });
    expect((await dayOf('2030-01-13').complete(player.id, 'learn_term', {})).streak).toMatchObject({
      current: 1,
      best: 3,
    });
  });

  it('counts the day in the player zone, and a zone change cannot reopen a day already counted', async () => {
    const player = await signUpByEmail(ctx);
    await json(
      await player.client.request('/api/me/time-zone', { method: 'PUT', json: { timeZone: 'Pacific/Kiritimati' } }),
    );
    // 2030-02-04 11:00 UTC is already the 5th in Kiritimati (UTC+14).
    const east = serviceAt('2030-02-04T11:00:00Z');
    expect((await east.complete(player.id, 'learn_term', {})).day).toBe('2030-02-05');
    await json(
      await player.client.request('/api/me/time-zone', { method: 'PUT', json: { timeZone: 'Pacific/Pago_Pago' } }),
    );
    // In Pago Pago (UTC-11) it is still the 4th: the player's day stays the 5th, done once.
    const west = await east.complete(player.id, 'learn_term', {});
    expect(west.day).toBe('2030-02-05');
    const rows = await ctx.database.db.execute(
      sql`select count(*)::int as n from quest_completions where user_id = ${player.id}`,
    );
    expect((Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows)[0]).toMatchObject({ n: 1 });
  });

  it('takes only real time zones', async () => {
    const player = await signUpByEmail(ctx);
    for (const timeZone of ['Mars/Olympus', 'Asia/Jerusalem\u0000', ''])
      expect((await player.client.request('/api/me/time-zone', { method: 'PUT', json: { timeZone } })).status).toBe(
        400,
      );
    expect(
      await json(
        await player.client.request('/api/me/time-zone', { method: 'PUT', json: { timeZone: 'asia/jerusalem' } }),
      ),
    ).toEqual({ timeZone: 'Asia/Jerusalem' });
    expect((await habitsOf(player)).timeZone).toBe('Asia/Jerusalem');
  });
});

describe('time zone changes', () => {
  it('are limited to a few a day, so a player cannot hop across days', async () => {
    const limited = await createTestContext({}, { rateLimit: true });
    try {
      const player = await signUpByEmail(limited);
      const zones = ['Asia/Tokyo', 'Europe/Madrid', 'America/Lima', 'Asia/Jerusalem', 'Pacific/Auckland'];
      const statuses: number[] = [];
      for (const timeZone of zones)
        statuses.push((await player.client.request('/api/me/time-zone', { method: 'PUT', json: { timeZone } })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      // Reporting the zone it already has costs nothing.
      expect(
        (await player.client.request('/api/me/time-zone', { method: 'PUT', json: { timeZone: 'Asia/Jerusalem' } }))
          .status,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the streak-at-risk reminder', () => {
  it('tells a player with a live streak and nothing done today, once, in their evening', async () => {
    const atRisk = await signUpByEmail(ctx);
    const doneToday = await signUpByEmail(ctx);
    const morning = await signUpByEmail(ctx);
    const db = ctx.database.db;
    // 2030-03-05 17:30 UTC: 19:30 in Jerusalem, 12:30 in New York.
    await db.execute(sql`insert into user_settings (user_id, time_zone) values
      (${atRisk.id}, 'Asia/Jerusalem'), (${doneToday.id}, 'Asia/Jerusalem'), (${morning.id}, 'America/New_York')
      on conflict (user_id) do update set time_zone = excluded.time_zone`);
    await db.execute(sql`insert into streaks (user_id, current, best, last_day) values
      (${atRisk.id}, 4, 4, '2030-03-04'), (${doneToday.id}, 2, 2, '2030-03-05'), (${morning.id}, 3, 3, '2030-03-04')`);
    const sent: [string, NotificationInput][] = [];
    const notifier: Notifier = {
      async notify(userId, input) {
        sent.push([userId, input]);
        await ctx.built.notifier.notify(userId, input);
      },
    };
    const job = createStreakRiskJob({
      database: ctx.database,
      notifier,
      intervalMs: 60_000,
      now: () => new Date('2030-03-05T17:30:00Z'),
    });
    expect(await job.runOnce()).toEqual([atRisk.id]);
    expect(await job.runOnce()).toEqual([]);
    expect(sent).toEqual([
      [atRisk.id, { type: 'streak_at_risk', params: { streak: 4 }, dedupeKey: 'streak_at_risk:2030-03-05' }],
    ]);
  });
});

describe('the friend streak', () => {
  it('takes only a friend, counts only when both picked each other, and ends when they unfriend', async () => {
    const ana = await signUpByEmail(ctx);
    const ben = await signUpByEmail(ctx);
    const stranger = await signUpByEmail(ctx);
    await refused(await pick(ana, ben.id), 404, 'not_friends');
    await refused(await pick(ana, stranger.id), 404, 'not_friends');
    await refused(await pick(ana, ana.id), 404, 'not_friends');
    await befriend(ana, ben);
    await json(await complete(ana, 'learn_term'));
    await json(await complete(ben, 'learn_term'));

    const picked = habitsSchema.parse(await json(await pick(ana, ben.id)));
    // Ben's activity is not shown until he picks Ana back.
    // Ben's profile is private (the default): his username only, as on the friends list.
    expect(picked.friend).toMatchObject({
      id: ben.id,
      username: ben.username,
      displayName: null,
      mutual: false,
      days: null,
    });
    expect((await habitsOf(ben)).friend).toBeNull();
    await json(await pick(ben, ana.id));
    expect((await habitsOf(ana)).friend).toMatchObject({ mutual: true, days: 1 });
    // Shown to friends: his name too.
    const settings = await json(await ben.client.get('/api/me/settings'));
    await json(
      await ben.client.request('/api/me/settings', {
        method: 'PUT',
        json: { ...settings, displayName: 'Ben B', privacy: { ...settings.privacy, profileVisibility: 'friends' } },
      }),
    );
    expect((await habitsOf(ana)).friend).toMatchObject({ displayName: 'Ben B' });
    expect((await habitsOf(ben)).friend).toMatchObject({ id: ana.id, mutual: true, days: 1 });

    await json(await ana.client.request(`/api/friends/${ben.id}`, { method: 'DELETE' }));
    expect((await habitsOf(ana)).friend).toBeNull();
    expect((await habitsOf(ben)).friend).toBeNull();
    expect(habitsSchema.parse(await json(await pick(ana, null))).friend).toBeNull();
  });

  it('cannot pick a player who blocked you', async () => {
    const ana = await signUpByEmail(ctx);
    const ben = await signUpByEmail(ctx);
    await befriend(ana, ben);
    await json(await ben.client.post('/api/blocks', { username: ana.username }));
    await refused(await pick(ana, ben.id), 409, 'friend_not_pickable');
  });

  it("never shows another player's quests or streak", async () => {
    const ana = await signUpByEmail(ctx);
    const ben = await signUpByEmail(ctx);
    await json(await complete(ben, 'learn_term'));
    const mine = await habitsOf(ana);
    expect(mine.streak.current).toBe(0);
    expect(mine.quests.every((q) => !q.done)).toBe(true);
    expect((await ana.client.get(`/api/habits?userId=${ben.id}`)).status).toBe(200);
    expect((await habitsOf(ana)).streak.current).toBe(0);
  });
});

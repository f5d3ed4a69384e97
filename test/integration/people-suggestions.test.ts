// Finding people to add (docs/rules.md#friends-and-chat), through the API: suggestions from the
// reader's class, league group and the companies both traded this week, and a search by the start
// of a display name or username. Privacy holds on every source: a private player only to a
// classmate, a blocked one never, nobody under the consent age, a login a teacher issued only
// inside its class, friends and pending requests left out, and the full name never matched.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekStart } from '#core/competition/week';
import { PUBLIC_GAME_ID } from '#core/games';
import type { Suggestion } from '#core/schemas/social';
import { leagueMembers, users } from '../../server/db/schema';
import { createApp } from '../../server/http/app';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createClass, issuedLoginStudent, joinedStudent, signUpTeacher } from '../support/classes';
import { createCompany } from '../support/factories';
import { portfolioOf } from '../support/portfolios';
import { json, refused } from '../support/responses';
import { befriend, PUBLIC_TRADER, setDisplayName, setPrivacy } from '../support/social';
import { createTestContext, TEST_AUTH, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const suggestionsOf = async (user: SignedUpUser) =>
  ((await json(await user.client.get('/api/friends/suggestions'))) as { suggestions: Suggestion[] }).suggestions;
const search = async (user: SignedUpUser, q: string) =>
  ((await json(await user.client.get(`/api/people?q=${encodeURIComponent(q)}`))) as { people: Suggestion[] }).people;
const idsOf = (people: { userId: string }[]) => people.map((p) => p.userId);
const find = (people: Suggestion[], user: SignedUpUser) => people.find((p) => p.userId === user.id);

async function buy(user: SignedUpUser, companyId: string) {
  await json(await user.client.post('/api/orders', { companyId, side: 'buy', quantity: 1 }), 201);
}

/** Puts the players in one league group of the public game this week. */
async function sameLeague(...players: SignedUpUser[]) {
  const week = weekStart(new Date());
  const groupNo = Math.floor(Math.random() * 1_000_000) + 10;
  for (const p of players) {
    const portfolio = await portfolioOf(ctx.database.db, p.id);
    await ctx.database.db
      .insert(leagueMembers)
      .values({ weekStart: week, portfolioId: portfolio.id, gameId: PUBLIC_GAME_ID, tier: 0, groupNo });
  }
}

/** Makes the player younger than the consent age (13 by default). */
const makeYoung = (user: SignedUpUser) =>
  ctx.database.db
    .update(users)
    .set({ birthYear: new Date().getUTCFullYear() - 10 })
    .where(eq(users.id, user.id));

describe('suggestions', () => {
  it('list classmates, even private ones, to their classmates only', async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher);
    const [ana, ben, stranger] = [
      await joinedStudent(ctx, klass),
      await joinedStudent(ctx, klass),
      await signUpByEmail(ctx),
    ];
    expect(find(await suggestionsOf(ana), ben)).toMatchObject({ reasons: ['classmate'], sharedSymbols: [] });
    expect(idsOf(await suggestionsOf(stranger))).not.toContain(ben.id);
    // Nor the teacher: they run the class, they are not in it.
    expect(idsOf(await suggestionsOf(ana))).not.toContain(teacher.id);
    expect(idsOf(await suggestionsOf(teacher))).not.toContain(ana.id);
    // A student the teacher removed is a classmate no more.
    const removed = await teacher.client.request(`/api/classes/${klass.id}/students/${ben.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(idsOf(await suggestionsOf(ana))).not.toContain(ben.id);
  });

  it("list this week's league group, unless their profile is private", async () => {
    const [ana, open, hidden] = [await signUpByEmail(ctx), await signUpByEmail(ctx), await signUpByEmail(ctx)];
    await setPrivacy(open, { profileVisibility: 'friends' });
    await sameLeague(ana, open, hidden);
    const list = await suggestionsOf(ana);
    expect(find(list, open)).toMatchObject({ reasons: ['league'] });
    expect(idsOf(list)).not.toContain(hidden.id);
  });

  it('list who traded a company you traded this week, only when they show their trades to all', async () => {
    const company = await createCompany(ctx.database.db);
    const [ana, shows, friendsOnly, noTrades] = [
      await signUpByEmail(ctx),
      await signUpByEmail(ctx),
      await signUpByEmail(ctx),
      await signUpByEmail(ctx),
    ];
    await setPrivacy(shows, PUBLIC_TRADER);
    await setPrivacy(friendsOnly, { profileVisibility: 'friends', showTrades: true });
    await setPrivacy(noTrades, { profileVisibility: 'public', showTrades: false });
    for (const user of [ana, shows, friendsOnly, noTrades]) await buy(user, company.id);
    const list = await suggestionsOf(ana);
    expect(find(list, shows)).toMatchObject({ reasons: ['traded'], sharedSymbols: [company.symbol] });
    expect(idsOf(list)).not.toContain(friendsOnly.id);
    expect(idsOf(list)).not.toContain(noTrades.id);
  });

  it('never list yourself, friends, pending requests, blocked players or anyone under the consent age', async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher);
    const [ana, friend, asked, asker, blocked, blocker, young] = await Promise.all(
      Array.from({ length: 7 }, () => joinedStudent(ctx, klass)),
    );
    const everyone = [friend!, asked!, asker!, blocked!, blocker!, young!];
    expect(idsOf(await suggestionsOf(ana!))).toEqual(expect.arrayContaining(everyone.map((u) => u.id)));
    await befriend(ana!, friend!);
    await json(await ana!.client.post('/api/friends/requests', { username: asked!.username }));
    await json(await asker!.client.post('/api/friends/requests', { username: ana!.username }));
    await json(await ana!.client.post('/api/blocks', { username: blocked!.username }));
    await json(await blocker!.client.post('/api/blocks', { username: ana!.username }));
    await makeYoung(young!);
    const left = idsOf(await suggestionsOf(ana!));
    for (const user of [ana!, ...everyone]) expect(left).not.toContain(user.id);
    // The blocked side does not find the blocker either.
    expect(idsOf(await suggestionsOf(blocked!))).not.toContain(ana!.id);
    // A player under the consent age has no friends, so no suggestions.
    await refused(await young!.client.get('/api/friends/suggestions'), 403, 'under_age_social');
  });

  it('keep a login a teacher issued inside its class, both ways', async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher);
    const noa = await issuedLoginStudent(ctx, teacher, klass, 'Noa');
    const [classmate, outsider] = [await joinedStudent(ctx, klass), await signUpByEmail(ctx)];
    await setPrivacy(outsider, { profileVisibility: 'public' });
    await setPrivacy(noa, { profileVisibility: 'friends' });
    // The outsider and Noa share a league group: still not suggested to each other.
    await sameLeague(noa, outsider, classmate);
    expect(idsOf(await suggestionsOf(classmate))).toContain(noa.id);
    expect(idsOf(await suggestionsOf(noa))).toEqual([classmate.id]);
    expect(idsOf(await suggestionsOf(outsider))).not.toContain(noa.id);
    expect(await search(outsider, noa.username)).toEqual([]);
    expect(await search(noa, outsider.username)).toEqual([]);
  });
});

describe('search', () => {
  it('finds by the start of a display name, of a word in it, or of a username, in any case', async () => {
    const [reader, maya] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    const word = `Zeb${maya.username.slice(-6)}`;
    await setDisplayName(maya, `Maya ${word} Trader`);
    await setPrivacy(maya, { profileVisibility: 'friends' });
    for (const q of [`maya ${word.toLowerCase()}`, word.slice(0, 5).toUpperCase(), maya.username.slice(0, 10)]) {
      expect(idsOf(await search(reader, q)), q).toContain(maya.id);
    }
    expect(find(await search(reader, word), maya)).toMatchObject({
      displayName: `Maya ${word} Trader`,
      username: maya.username,
      reasons: [],
    });
    // Not the middle of a word, and LIKE's wildcards are only characters.
    expect(idsOf(await search(reader, word.slice(1)))).not.toContain(maya.id);
    expect(await search(reader, '%%')).toEqual([]);
    expect(await search(reader, 'playe_')).toEqual([]);
    expect((await reader.client.get('/api/people?q=m')).status).toBe(400);
    expect((await reader.client.get(`/api/people?q=${'x'.repeat(41)}`)).status).toBe(400);
  });

  it('never finds a player by their full name', async () => {
    const [reader, ana] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    await setPrivacy(ana, { profileVisibility: 'public' });
    const fullName = ((await json(await ana.client.get('/api/me'))) as { user: { fullName: string } }).user.fullName;
    expect(idsOf(await search(reader, fullName))).not.toContain(ana.id);
    expect(idsOf(await search(reader, fullName.split(' ')[1]!))).not.toContain(ana.id);
  });

  it('finds a private player only as a classmate, never a blocked one, nobody under age', async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher);
    const [reader, classmate, stranger, blocked, young] = [
      await joinedStudent(ctx, klass),
      await joinedStudent(ctx, klass),
      await signUpByEmail(ctx),
      await signUpByEmail(ctx),
      await signUpByEmail(ctx),
    ];
    await setPrivacy(blocked, { profileVisibility: 'public' });
    await setPrivacy(young, { profileVisibility: 'public' });
    expect(find(await search(reader, classmate.username), classmate)).toMatchObject({ reasons: ['classmate'] });
    expect(await search(reader, stranger.username)).toEqual([]);
    expect(idsOf(await search(reader, blocked.username))).toEqual([blocked.id]);
    await json(await blocked.client.post('/api/blocks', { username: reader.username }));
    expect(await search(reader, blocked.username)).toEqual([]);
    await makeYoung(young);
    expect(await search(reader, young.username)).toEqual([]);
    await refused(await young.client.get(`/api/people?q=${reader.username}`), 403, 'under_age_social');
  });

  it('is limited to 30 searches a minute per player', async () => {
    const limited: TestContext = {
      database: ctx.database,
      app: createApp({ database: ctx.database, readCacheTtlMs: 0, auth: { ...TEST_AUTH, rateLimit: true } }),
      close: async () => {},
    };
    const reader = await signUpByEmail(limited, { ip: '10.9.0.1' });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await reader.client.get(`/api/people?q=ab${i}`)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });
});

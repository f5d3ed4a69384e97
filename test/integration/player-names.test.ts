// A player's two names and their drawn avatar, through the API (docs/rules.md#accounts): one public
// display name that friends, the weekly board, the class board, the dashboard and the feed greeting
// all show alike, whatever the privacy settings; one private full name that no other player ever
// reads (only a teacher, for the logins they issued); and an avatar chosen from the drawn set.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSchema, type Me } from '#core/schemas/auth';
import type { ClassDashboard } from '#core/schemas/classes';
import type { Leaderboard } from '#core/schemas/leaderboard';
import type { Settings } from '#core/schemas/profile';
import type { FriendsOverview, TraderProfile } from '#core/schemas/social';
import { profiles, userSettings } from '../../server/db/schema';
import { createStandingsJob } from '../../server/modules/competition';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createClass, issuedLoginStudent, joinedStudent, signUpTeacher } from '../support/classes';
import { json, refused } from '../support/responses';
import { befriend, saveSettings, setDisplayName } from '../support/social';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const me = async (user: SignedUpUser): Promise<Me> => meSchema.parse(await json(await user.client.get('/api/me')));
const friendsOf = async (user: SignedUpUser) => (await json(await user.client.get('/api/friends'))) as FriendsOverview;
const board = async (user: SignedUpUser, game?: string) =>
  (await json(await user.client.get(`/api/leaderboard?board=global${game ? `&game=${game}` : ''}`))) as Leaderboard;
const lineOf = (b: Leaderboard, userId: string, username: string) =>
  b.top.find((e) => e.username === username) ?? (b.me?.username === username ? b.me : undefined) ?? userId;
const profileOf = async (reader: SignedUpUser, of: SignedUpUser) =>
  (await json(await reader.client.get(`/api/traders/${of.username}`))) as TraderProfile;
const dashboardOf = async (teacher: SignedUpUser, classId: string) =>
  (await json(await teacher.client.get(`/api/classes/${classId}/students`))) as ClassDashboard;

describe('one display name', () => {
  it('is what friends, the weekly board, the class board, the dashboard and the greeting show, even private', async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher);
    const [ana, ben, stranger] = [
      await joinedStudent(ctx, klass),
      await joinedStudent(ctx, klass),
      await signUpByEmail(ctx),
    ];
    const fullName = (await me(ana)).user.fullName!;
    // Private by default: the display name still shows, the full name never.
    await setDisplayName(ana, 'Maya the Trader');
    await befriend(ana, ben);
    await createStandingsJob({ database: ctx.database, intervalMs: 60_000 }).runOnce();

    const shown = 'Maya the Trader';
    expect((await me(ana)).user).toMatchObject({ fullName, displayName: shown });
    expect((await friendsOf(ben)).friends.find((f) => f.userId === ana.id)).toMatchObject({ displayName: shown });
    expect(lineOf(await board(ben), ana.id, ana.username)).toMatchObject({ displayName: shown });
    expect(lineOf(await board(stranger), ana.id, ana.username)).toMatchObject({ displayName: shown });
    expect(lineOf(await board(ben, klass.id), ana.id, ana.username)).toMatchObject({ displayName: shown });
    // Her teacher, the adult who runs the class, knows her by her full name.
    expect((await dashboardOf(teacher, klass.id)).students.find((s) => s.userId === ana.id)).toMatchObject({
      name: fullName,
    });
    expect(await profileOf(stranger, ana)).toMatchObject({ displayName: shown });

    // Nothing another player reads carries her full name.
    const reads = await Promise.all([
      ben.client.get('/api/friends'),
      ben.client.get('/api/leaderboard?board=global'),
      ben.client.get(`/api/leaderboard?board=global&game=${klass.id}`),
      ben.client.get(`/api/traders/${ana.username}`),
      stranger.client.get(`/api/traders/${ana.username}`),
      stranger.client.get('/api/leaderboard?board=global'),
      stranger.client.get(`/api/people?q=${encodeURIComponent(fullName.slice(0, 4))}`),
      ben.client.get('/api/friends/suggestions'),
    ]);
    for (const res of reads) {
      expect(res.status, res.url).toBe(200);
      expect(await res.text()).not.toContain(fullName);
    }
  });

  it('is none on a new account (others see the username), and the full name stays where it was given', async () => {
    const ana = await signUpByEmail(ctx);
    const { user } = await me(ana);
    expect(user.displayName).toBeNull();
    expect(user.fullName).toMatch(/^Player /);
    const [row] = await ctx.database.db.select().from(userSettings).where(eq(userSettings.userId, ana.id));
    expect(row?.displayName ?? null).toBeNull();
    expect(((await json(await ana.client.get('/api/me/settings'))) as Settings).displayName).toBe('');
    const other = await signUpByEmail(ctx);
    expect(await profileOf(other, ana)).toMatchObject({ username: ana.username, displayName: null });
  });

  it('counts as none when it is the full name (copied there at sign-up before), and cannot be saved as it', async () => {
    const [ana, ben] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    await befriend(ana, ben);
    const fullName = (await me(ana)).user.fullName!;
    // An account made before the names were split: its display name is its full name.
    await ctx.database.db.update(userSettings).set({ displayName: fullName }).where(eq(userSettings.userId, ana.id));
    expect((await friendsOf(ben)).friends[0]).toMatchObject({ userId: ana.id, displayName: null });
    expect((await me(ana)).user.displayName).toBeNull();
    expect(((await json(await ana.client.get('/api/me/settings'))) as Settings).displayName).toBe('');

    await refused(
      await saveSettings(ana, { displayName: ` ${fullName.toUpperCase()} ` }),
      400,
      'display_name_is_full_name',
    );
    // Public, so no rude word and no link either.
    await refused(await saveSettings(ana, { displayName: 'Shit Trader' }), 400, 'display_name_not_allowed');
    await refused(await saveSettings(ana, { displayName: 'see bolts-tips.com' }), 400, 'display_name_not_allowed');
    // A name that only starts like it is hers to choose.
    await setDisplayName(ana, fullName.split(' ')[0]!);
    expect((await friendsOf(ben)).friends[0]).toMatchObject({ displayName: fullName.split(' ')[0] });
    // Clearing it shows the username again.
    await setDisplayName(ana, '');
    expect((await friendsOf(ben)).friends[0]).toMatchObject({ displayName: null, username: ana.username });
  });

  it("of a login a teacher issued: the teacher sees the typed name, classmates the student's own choice", async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher);
    const dana = await issuedLoginStudent(ctx, teacher, klass, 'Dana Levi');
    const classmate = await joinedStudent(ctx, klass);
    await createStandingsJob({ database: ctx.database, intervalMs: 60_000 }).runOnce();

    expect((await me(dana)).user).toMatchObject({ fullName: 'Dana Levi', displayName: null });
    expect(lineOf(await board(classmate, klass.id), dana.id, dana.username)).toMatchObject({ displayName: null });
    expect((await dashboardOf(teacher, klass.id)).students.find((s) => s.userId === dana.id)).toMatchObject({
      name: 'Dana Levi',
      issued: true,
    });

    await setDisplayName(dana, 'Dragon Dana');
    expect(lineOf(await board(classmate, klass.id), dana.id, dana.username)).toMatchObject({
      displayName: 'Dragon Dana',
    });
    expect(await (await classmate.client.get(`/api/leaderboard?board=global&game=${klass.id}`)).text()).not.toContain(
      'Dana Levi',
    );
    // The teacher still knows the student by the name they typed, on the dashboard and a new card.
    expect((await dashboardOf(teacher, klass.id)).students.find((s) => s.userId === dana.id)).toMatchObject({
      name: 'Dana Levi',
    });
    const card = await json(await teacher.client.post(`/api/classes/${klass.id}/students/${dana.id}/password`));
    expect(card).toMatchObject({ name: 'Dana Levi' });
  });
});

describe('one bio', () => {
  it('is the same wherever the player wrote it last: on the profile or in settings', async () => {
    const [ana, ben] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    await befriend(ana, ben);
    await saveSettings(ana, { privacy: { profileVisibility: 'friends' } });
    const bio = async () => (await profileOf(ben, ana)).bio;
    await json(
      await ana.client.request('/api/me/profile', { method: 'PATCH', json: { bio: 'Written on my profile' } }),
    );
    expect(await bio()).toBe('Written on my profile');
    const current = (await json(await ana.client.get('/api/me/settings'))) as Settings;
    expect(current.bio).toBe('Written on my profile');
    await json(
      await ana.client.request('/api/me/settings', { method: 'PUT', json: { ...current, bio: 'Written in settings' } }),
    );
    expect(await bio()).toBe('Written in settings');
    expect((await me(ana)).profile.bio).toBe('Written in settings');
  });
});

describe('a drawn avatar', () => {
  it('is picked from the set, saved with the profile, and shown wherever the player is', async () => {
    const teacher = await signUpTeacher(ctx);
    const klass = await createClass(teacher);
    const [ana, ben] = [await joinedStudent(ctx, klass), await joinedStudent(ctx, klass)];
    await befriend(ana, ben);
    expect((await me(ana)).profile.avatar).toBeNull();

    await json(await ana.client.request('/api/me/profile', { method: 'PATCH', json: { avatar: 'owl' } }));
    await createStandingsJob({ database: ctx.database, intervalMs: 60_000 }).runOnce();
    expect((await me(ana)).profile.avatar).toBe('owl');
    expect((await friendsOf(ben)).friends[0]).toMatchObject({ userId: ana.id, avatar: 'owl' });
    expect(lineOf(await board(ben), ana.id, ana.username)).toMatchObject({ avatar: 'owl' });
    expect(lineOf(await board(ben, klass.id), ana.id, ana.username)).toMatchObject({ avatar: 'owl' });
    expect(await profileOf(ben, ana)).toMatchObject({ avatar: 'owl' });
    expect((await dashboardOf(teacher, klass.id)).students.find((s) => s.userId === ana.id)).toMatchObject({
      avatar: 'owl',
    });

    // Only ids of the drawn set: no picture address, no other spelling.
    for (const avatar of ['https://example.com/me.png', 'Owl', 'data:image/svg+xml,<svg/>', '', 7]) {
      const res = await ana.client.request('/api/me/profile', { method: 'PATCH', json: { avatar } });
      expect(res.status, JSON.stringify(avatar)).toBe(400);
    }
    expect((await me(ana)).profile.avatar).toBe('owl');
    await json(await ana.client.request('/api/me/profile', { method: 'PATCH', json: { avatar: null } }));
    expect((await friendsOf(ben)).friends[0]).toMatchObject({ avatar: null });
  });

  it('shows none for a stored value that is not in the set', async () => {
    const [ana, ben] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    await befriend(ana, ben);
    await ctx.database.db.update(profiles).set({ avatar: 'javascript:alert(1)' }).where(eq(profiles.userId, ana.id));
    expect((await friendsOf(ben)).friends[0]).toMatchObject({ avatar: null });
    expect((await me(ana)).profile.avatar).toBeNull();
  });
});
